import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CameraPreview } from './CameraPreview';
import { useCameraStream } from './useCameraStream';
import { captureVideoFrame } from './video-frame';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface PhotoCaptureProps {
  /** Whether the dialog is open: the camera runs only while it is. */
  active: boolean;
  onCapture: (photo: Blob) => void;
}

/** The body of the photo dialog: the camera picture and a Capture button that takes the current frame as a PNG. */
export function PhotoCapture({ active, onCapture }: PhotoCaptureProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [captured, setCaptured] = useState(false);
  const [notReady, setNotReady] = useState(false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const camera = useCameraStream(active && !captured);

  useEffect(() => {
    if (!active) return;
    setCaptured(false);
    setNotReady(false);
  }, [active]);

  const capture = async () => {
    const photo = video && (await captureVideoFrame(video));
    if (!photo) {
      setNotReady(true);
      return;
    }
    setCaptured(true);
    onCapture(photo);
  };

  return (
    <DialogBody>
      <DialogTitle>{t`Take a photo`}</DialogTitle>
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
          {notReady && camera.status === 'live' && t`The camera is not ready yet. Please try again.`}
        </div>
      </DialogContent>
      <DialogActions>
        <DialogTrigger disableButtonEnhancement>
          <Button appearance="secondary">{t`Cancel`}</Button>
        </DialogTrigger>
        <Button appearance="primary" disabled={camera.status !== 'live'} onClick={() => void capture()}>
          {t`Capture`}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
