import { useEffect, useRef } from 'react';
import { decodeBarcode } from './decode-barcode';
import { readVideoFrame } from './video-frame';

/** Time between two frames read: a few reads a second find a code quickly without keeping the CPU busy. */
export const SCAN_INTERVAL_MS = 250;

export interface BarcodeScanHandlers {
  /** Called once, with the first code read; scanning then stops. */
  onCode: (code: string) => void;
  /** Called when the reader cannot be loaded; scanning then stops. */
  onError: () => void;
}

/** Reads frames of `video` while `enabled`, one at a time, until a product barcode is found. */
export function useBarcodeScan(video: HTMLVideoElement | null, enabled: boolean, handlers: BarcodeScanHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!video || !enabled) return;
    const canvas = document.createElement('canvas');
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scan = async () => {
      let code: string | null;
      try {
        const frame = readVideoFrame(video, canvas);
        code = frame ? await decodeBarcode(frame) : null;
      } catch {
        if (!stopped) latest.current.onError();
        return;
      }
      if (stopped) return;
      if (code) latest.current.onCode(code);
      else timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };

    timer = setTimeout(() => void scan(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [video, enabled]);
}
