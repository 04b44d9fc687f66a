/**
 * Stand-ins for `components/camera` in the product-form tests (jsdom has no camera):
 * `jest.mock('../../components/camera', () => jest.requireActual('./camera-stand-ins-test-kit'))`.
 */
export const fakeCamera = {
  /** What useHasVideoInput answers. */
  hasVideoInput: false,
  /** The code the fake scanner "reads". */
  code: '5449000000996',
  photo: new Blob(['fake png'], { type: 'image/png' }),
};

export function useHasVideoInput(): boolean {
  return fakeCamera.hasVideoInput;
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Like the real one: reports the code, then asks to close. */
export function BarcodeScanDialog({
  open,
  onOpenChange,
  onDetected,
}: DialogProps & { onDetected: (code: string) => void }) {
  if (!open) return null;
  return (
    <div role="region" aria-label="Fake barcode scanner">
      <button
        type="button"
        onClick={() => {
          onDetected(fakeCamera.code);
          onOpenChange(false);
        }}
      >
        Fake detect
      </button>
    </div>
  );
}

/** Like the real one: hands over the photo, then asks to close. */
export function PhotoCaptureDialog({
  open,
  onOpenChange,
  onCapture,
}: DialogProps & { onCapture: (photo: Blob) => void }) {
  if (!open) return null;
  return (
    <div role="region" aria-label="Fake photo camera">
      <button
        type="button"
        onClick={() => {
          onCapture(fakeCamera.photo);
          onOpenChange(false);
        }}
      >
        Fake capture
      </button>
    </div>
  );
}
