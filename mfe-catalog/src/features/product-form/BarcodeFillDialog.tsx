import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { BarcodeScannerRegular, ScanCameraRegular } from '@fluentui/react-icons';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ControlledTextField } from '@nutrilog/shared/forms';
import { barcodeQuerySchema } from '@nutrilog/shared/schemas';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { BarcodeScanDialog } from '../../components/camera';
import { fillFromBarcode, type ProductFormApi } from './fill-form';
import { lookUpBarcode } from './fill-requests';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scan: { alignSelf: 'flex-start' },
});

/**
 * "Fill from barcode": a typed (or, with a camera, scanned) barcode is looked up and fills the product form.
 * Any failed lookup says 'No product found.' and leaves the dialog open to try another code.
 */
export function BarcodeFillDialog({ form, canScan }: { form: ProductFormApi; canScan: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { api } = useRemoteServices();
  const [open, setOpen] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const lookupForm = useForm<{ barcode: string }>({
    resolver: valibotResolver(barcodeQuerySchema),
    defaultValues: { barcode: '' },
  });
  const { isSubmitting } = lookupForm.formState;

  const changeOpen = (next: boolean) => {
    if (next) {
      lookupForm.reset({ barcode: form.getValues('barcode') });
      setNotFound(false);
    }
    setOpen(next);
  };

  const lookUp = lookupForm.handleSubmit(async ({ barcode }) => {
    setNotFound(false);
    try {
      fillFromBarcode(form, await lookUpBarcode(api, barcode), t`1 serving`);
      setOpen(false);
    } catch {
      setNotFound(true);
    }
  });

  const detected = (code: string) => {
    setScanning(false);
    lookupForm.setValue('barcode', code);
    void lookUp();
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<BarcodeScannerRegular />}>{t`Fill from barcode`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(event) => void lookUp(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t`Fill from barcode`}</DialogTitle>
            <DialogContent className={styles.content}>
              {notFound ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t`No product found.`}</MessageBarBody>
                </MessageBar>
              ) : null}
              <ControlledTextField
                control={lookupForm.control}
                name="barcode"
                label={t`Barcode`}
                required
                inputMode="numeric"
                disabled={isSubmitting}
              />
              {canScan ? (
                <Button
                  className={styles.scan}
                  icon={<ScanCameraRegular />}
                  disabled={isSubmitting}
                  onClick={() => setScanning(true)}
                >
                  {t`Scan with camera`}
                </Button>
              ) : null}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">{t`Cancel`}</Button>
              </DialogTrigger>
              <Button
                appearance="primary"
                type="submit"
                disabled={isSubmitting}
                icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
              >
                {t`Look up`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {/* Outside the form: a submit inside the scanner must not bubble (through React's tree) into this one. */}
        {canScan ? <BarcodeScanDialog open={scanning} onOpenChange={setScanning} onDetected={detected} /> : null}
      </DialogSurface>
    </Dialog>
  );
}
