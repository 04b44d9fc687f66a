export { BarcodeScanDialog, type BarcodeScanDialogProps } from './BarcodeScanDialog';
export { PhotoCaptureDialog, type PhotoCaptureDialogProps } from './PhotoCaptureDialog';
export { useHasVideoInput } from './useHasVideoInput';
