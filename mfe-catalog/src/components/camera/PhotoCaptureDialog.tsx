import { Dialog, DialogSurface } from '@fluentui/react-components';
import { PhotoCapture } from './PhotoCapture';

export interface PhotoCaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the photo as a PNG; the dialog then asks to close. */
  onCapture: (photo: Blob) => void;
}

/** "Take a photo": the rear camera's picture and a Capture button. The camera runs only while the dialog is open. */
export function PhotoCaptureDialog({ open, onOpenChange, onCapture }: PhotoCaptureDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <PhotoCapture
          active={open}
          onCapture={(photo) => {
            onCapture(photo);
            onOpenChange(false);
          }}
        />
      </DialogSurface>
    </Dialog>
  );
}
