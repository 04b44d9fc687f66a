import { Dialog, DialogSurface } from '@fluentui/react-components';
import { BarcodeScanner } from './BarcodeScanner';

export interface BarcodeScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once with the code read (from the camera or a chosen photo); the dialog then asks to close. */
  onDetected: (code: string) => void;
}

/**
 * "Scan barcode": reads an EAN-13, EAN-8, UPC-A or UPC-E code from the rear camera, or from a chosen photo where
 * there is no usable camera. The camera runs only while the dialog is open and stops once a code is read.
 */
export function BarcodeScanDialog({ open, onOpenChange, onDetected }: BarcodeScanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <BarcodeScanner
          active={open}
          onDetected={(code) => {
            onDetected(code);
            onOpenChange(false);
          }}
        />
      </DialogSurface>
    </Dialog>
  );
}
