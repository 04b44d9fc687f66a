import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { TOAST_TIMEOUT_MS, type ToastRequest } from '@nutrilog/shared/remote-contract';
import { useCallback } from 'react';

/** One toaster for the whole app (two positions); remotes reach it through the contract's notify. */
export function useAppToaster() {
  const bottomId = useId('toaster');
  const topId = useId('toaster-top');
  const { dispatchToast } = useToastController(bottomId);
  const top = useToastController(topId);
  const notify = useCallback(
    ({ intent, title, position }: ToastRequest) => {
      const dispatch = position === 'top' ? top.dispatchToast : dispatchToast;
      dispatch(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
        </Toast>,
        { intent, timeout: TOAST_TIMEOUT_MS },
      );
    },
    [dispatchToast, top.dispatchToast],
  );
  const toasters = (
    <>
      <Toaster toasterId={bottomId} position="bottom-end" />
      <Toaster toasterId={topId} position="top" />
    </>
  );
  return { notify, toasters };
}
