import { Button, Spinner } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { PhotoCaptureDialog } from '../../components/camera';
import { fillFromInference, type ProductFormApi } from './fill-form';
import { inferFromPhoto } from './fill-requests';

/** "Fill from photo": a photo taken with the camera is turned into nutrients and unit by the API. */
export function PhotoFillButton({ form }: { form: ProductFormApi }) {
  const { t } = useLingui();
  const { api } = useRemoteServices();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState(false);

  const capture = async (photo: Blob) => {
    setOpen(false);
    setReading(true);
    try {
      fillFromInference(form, await inferFromPhoto(api, photo));
    } catch {
      // A failed photo inference only stops the loading; the user sees no message (docs/product.md#error-messages).
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Button icon={<CameraRegular />} disabled={reading} onClick={() => setOpen(true)}>
        {t`Fill from photo`}
      </Button>
      {reading ? <Spinner size="tiny" label={t`Reading the photo…`} /> : null}
      <PhotoCaptureDialog open={open} onOpenChange={setOpen} onCapture={(photo) => void capture(photo)} />
    </>
  );
}
