import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({
  video: {
    display: 'block',
    width: '100%',
    aspectRatio: '4 / 3',
    maxHeight: '60vh',
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface CameraPreviewProps {
  stream: MediaStream | null;
  /** Receives the video element (null when it goes), to read frames from. */
  onVideoChange?: (video: HTMLVideoElement | null) => void;
}

/** The live camera picture. */
export function CameraPreview({ stream, onVideoChange }: CameraPreviewProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);

  useEffect(() => {
    onVideoChange?.(video);
  }, [video, onVideoChange]);

  useEffect(() => {
    if (!video) return;
    video.srcObject = stream;
    // autoPlay alone is not enough for a stream set after mount in every browser (iOS Safari).
    if (stream) video.play().catch(() => undefined);
  }, [video, stream]);

  return <video ref={setVideo} className={styles.video} aria-label={t`Camera preview`} autoPlay muted playsInline />;
}
