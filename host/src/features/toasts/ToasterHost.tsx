import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { TOAST_TIMEOUT_MS, type ToastRequest } from '@nutrilog/shared/remote-contract';
import { useMediaQuery } from '@nutrilog/shared/ui';
import { NAV_BAR_HEIGHT_PX, PHONE_MEDIA } from '../../lib/layout-metrics';

/** Above the phone's bottom navigation bar, so that a toast never covers it (toasts last several seconds). */
const ABOVE_PHONE_NAV_BAR = { vertical: NAV_BAR_HEIGHT_PX + 16 };

export interface PendingToast {
  id: number;
  request: ToastRequest;
}

/** The app's two toasters (bottom end, and top centre for the weight screen); shows each pending toast once. */
export default function ToasterHost({
  pending,
  onShown,
}: {
  pending: PendingToast[];
  onShown: (ids: number[]) => void;
}) {
  const bottomId = useId('toaster');
  const topId = useId('toaster-top');
  const bottom = useToastController(bottomId);
  const top = useToastController(topId);
  const phone = useMediaQuery(PHONE_MEDIA);

  useEffect(() => {
    if (pending.length === 0) return;
    for (const { request } of pending) {
      const controller = request.position === 'top' ? top : bottom;
      controller.dispatchToast(
        <Toast>
          <ToastTitle>{request.title}</ToastTitle>
        </Toast>,
        { intent: request.intent, timeout: TOAST_TIMEOUT_MS },
      );
    }
    onShown(pending.map((p) => p.id));
  }, [pending, onShown, top, bottom]);

  return (
    <>
      <Toaster toasterId={bottomId} position="bottom-end" offset={phone ? ABOVE_PHONE_NAV_BAR : undefined} />
      <Toaster toasterId={topId} position="top" />
    </>
  );
}
