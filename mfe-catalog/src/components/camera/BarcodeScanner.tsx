import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CameraPreview } from './CameraPreview';
import { decodeBarcode, loadBarcodeReader } from './decode-barcode';
import { readImageFile } from './image-file';
import { useBarcodeScan } from './useBarcodeScan';
import { useCameraStream } from './useCameraStream';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type PhotoState = 'idle' | 'reading' | 'not-found';

export interface BarcodeScannerProps {
  /** Whether the dialog is open: the camera runs only while it is. */
  active: boolean;
  /** Called once per opening, with the first code read from the camera or a photo. */
  onDetected: (code: string) => void;
}

/** The body of the scan dialog: the camera scanning continuously, and a photo to read as the alternative. */
export function BarcodeScanner({ active, onDetected }: BarcodeScannerProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [detected, setDetected] = useState(false);
  const [readerFailed, setReaderFailed] = useState(false);
  const [photo, setPhoto] = useState<PhotoState>('idle');
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // The camera and a photo may both find a code: only the first one counts (state would update too late).
  const done = useRef(false);
  const camera = useCameraStream(active && !detected);

  useEffect(() => {
    if (!active) return;
    done.current = false;
    setDetected(false);
    setReaderFailed(false);
    setPhoto('idle');
    // Load the reader while the camera starts, not after its first frame.
    loadBarcodeReader().catch(() => undefined);
  }, [active]);

  const detect = (code: string) => {
    if (done.current) return;
    done.current = true;
    setDetected(true);
    onDetected(code);
  };

  useBarcodeScan(video, camera.status === 'live' && !detected && !readerFailed, {
    onCode: detect,
    onError: () => setReaderFailed(true),
  });

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setPhoto('reading');
    try {
      const code = await decodeBarcode(await readImageFile(file));
      setPhoto(code ? 'idle' : 'not-found');
      if (code) detect(code);
    } catch {
      setPhoto('idle');
      setReaderFailed(true);
    } finally {
      // Choosing the same file again must read it again.
      input.value = '';
    }
  };

  return (
    <DialogBody>
      <DialogTitle>{t`Scan barcode`}</DialogTitle>
      <DialogContent className={styles.content}>
        {camera.status === 'failed' ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t`The camera could not be started.`}</MessageBarBody>
          </MessageBar>
        ) : (
          <CameraPreview stream={camera.status === 'live' ? camera.stream : null} onVideoChange={setVideo} />
        )}
        <div aria-live="polite">
          {camera.status === 'starting' && <Spinner size="tiny" label={t`Starting the camera…`} />}
          {camera.status === 'live' && !readerFailed && <Text>{t`Point the camera at the barcode.`}</Text>}
        </div>
        {readerFailed && (
          <MessageBar intent="error">
            <MessageBarBody>{t`The barcode reader could not be loaded. Please try again.`}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label={t`Choose a photo of the barcode`}
          validationState={photo === 'not-found' ? 'error' : 'none'}
          validationMessage={photo === 'not-found' ? t`No barcode found in this photo.` : undefined}
        >
          {(fieldProps) => (
            <input
              {...fieldProps}
              type="file"
              accept="image/*"
              disabled={photo === 'reading'}
              onChange={(event) => void readPhoto(event)}
            />
          )}
        </Field>
        {photo === 'reading' && <Spinner size="tiny" label={t`Reading the photo…`} />}
      </DialogContent>
      <DialogActions>
        <DialogTrigger disableButtonEnhancement>
          <Button appearance="secondary">{t`Cancel`}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}
