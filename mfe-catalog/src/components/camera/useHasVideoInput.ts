import { useEffect, useState } from 'react';

/**
 * Whether the device has a camera: true once `enumerateDevices()` lists a `videoinput`. False without
 * `navigator.mediaDevices` or when listing fails; checked again whenever a device is plugged in or removed.
 */
export function useHasVideoInput(): boolean {
  const [hasVideoInput, setHasVideoInput] = useState(false);

  useEffect(() => {
    const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!mediaDevices) return;
    // Only the latest check may set the answer: an earlier, slower one must not overwrite it.
    let latest = 0;
    const check = () => {
      const current = ++latest;
      Promise.resolve()
        .then(() => mediaDevices.enumerateDevices())
        .then(
          (devices) => devices.some((device) => device.kind === 'videoinput'),
          () => false,
        )
        .then((found) => {
          if (current === latest) setHasVideoInput(found);
        });
    };
    check();
    mediaDevices.addEventListener?.('devicechange', check);
    return () => {
      latest = -1;
      mediaDevices.removeEventListener?.('devicechange', check);
    };
  }, []);

  return hasVideoInput;
}
