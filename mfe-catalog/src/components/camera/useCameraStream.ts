import { useEffect, useState } from 'react';

export type CameraState =
  { status: 'idle' } | { status: 'starting' } | { status: 'live'; stream: MediaStream } | { status: 'failed' };

const IDLE: CameraState = { status: 'idle' };

/** The rear camera where there is one; the front or only camera otherwise. */
const CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * The camera stream while `active`: started when it becomes true, stopped when it becomes false or the
 * component unmounts. A stream that arrives after deactivation is stopped at once.
 */
export function useCameraStream(active: boolean): CameraState {
  const [state, setState] = useState<CameraState>(IDLE);

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    setState({ status: 'starting' });
    const getUserMedia = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!getUserMedia) {
      setState({ status: 'failed' });
      return;
    }
    Promise.resolve()
      .then(() => getUserMedia(CONSTRAINTS))
      .then(
        (started) => {
          if (cancelled) {
            stopStream(started);
            return;
          }
          stream = started;
          setState({ status: 'live', stream: started });
        },
        () => {
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
      if (stream) stopStream(stream);
      setState(IDLE);
    };
  }, [active]);

  return active ? state : IDLE;
}
