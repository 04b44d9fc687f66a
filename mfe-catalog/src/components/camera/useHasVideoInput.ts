import { useEffect, useState } from 'react';

/**
 * Where the device's last answer is kept. A page starts from it: the camera's actions are there from its first render
 * instead of appearing once the devices are listed, which moved the buttons beside them under a finger or pointer
 * on its way to one of them (docs/decisions.md, "Camera-only actions").
 */
export const HAS_VIDEO_INPUT_KEY = 'nutrilog.hasVideoInput';

const mediaDevicesOfPage = (): MediaDevices | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;

function rememberedAnswer(): boolean {
  try {
    return window.localStorage.getItem(HAS_VIDEO_INPUT_KEY) === 'true';
  } catch {
    return false; // storage refused (a private window's settings): the devices' listing answers alone
  }
}

function remember(found: boolean): void {
  try {
    window.localStorage.setItem(HAS_VIDEO_INPUT_KEY, String(found));
  } catch {
    // as above: nothing to start the next page from
  }
}

/**
 * Whether the device has a camera: true once `enumerateDevices()` lists a `videoinput`. False without
 * `navigator.mediaDevices` or when listing fails; checked again whenever a device is plugged in or removed. Until
 * the first listing answers, the last answer on this device.
 */
export function useHasVideoInput(): boolean {
  const [hasVideoInput, setHasVideoInput] = useState(() => mediaDevicesOfPage() !== undefined && rememberedAnswer());

  useEffect(() => {
    const mediaDevices = mediaDevicesOfPage();
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
          if (current !== latest) return;
          remember(found);
          setHasVideoInput(found);
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
