// Test helpers: a fake navigator.mediaDevices and the video/canvas behaviour jsdom does not implement.
import { HAS_VIDEO_INPUT_KEY } from './useHasVideoInput';

export interface FakeStream {
  stream: MediaStream;
  /** The stream's one video track; `stop` is a mock. */
  track: MediaStreamTrack & { stop: jest.Mock };
}

export function fakeStream(): FakeStream {
  const track = { kind: 'video', stop: jest.fn() } as unknown as FakeStream['track'];
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

export interface FakeMediaDevices extends EventTarget {
  enumerateDevices: jest.Mock<Promise<MediaDeviceInfo[]>, []>;
  getUserMedia: jest.Mock<Promise<MediaStream>, [MediaStreamConstraints]>;
}

export function videoInput(): MediaDeviceInfo {
  return { kind: 'videoinput', deviceId: 'camera', groupId: 'camera', label: '' } as MediaDeviceInfo;
}

export function audioInput(): MediaDeviceInfo {
  return { kind: 'audioinput', deviceId: 'microphone', groupId: 'microphone', label: '' } as MediaDeviceInfo;
}

export interface MediaDevicesBehaviour {
  enumerateDevices?: () => Promise<MediaDeviceInfo[]>;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
}

/**
 * Installs a fake `navigator.mediaDevices` (or none, with `null`) until `uninstallMediaDevices()`. By default it
 * lists a camera and starts it.
 */
export function installMediaDevices(behaviour: MediaDevicesBehaviour | null = {}): FakeMediaDevices {
  const fake = Object.assign(new EventTarget(), {
    enumerateDevices: jest.fn(behaviour?.enumerateDevices ?? (() => Promise.resolve([videoInput()]))),
    getUserMedia: jest.fn(behaviour?.getUserMedia ?? (() => Promise.resolve(fakeStream().stream))),
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: behaviour === null ? undefined : fake,
  });
  return fake;
}

/** Back to no `navigator.mediaDevices`, and no answer of an earlier test remembered (useHasVideoInput). */
export function uninstallMediaDevices(): void {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  window.localStorage.removeItem(HAS_VIDEO_INPUT_KEY);
}

/** The pixels the fake canvas hands out: what a video frame "shows". */
export const FRAME = { data: new Uint8ClampedArray(4 * 4 * 3), width: 4, height: 3 } as ImageData;

/**
 * Makes every <video> play and show a 4×3 frame, and every canvas draw it: getImageData gives FRAME, toBlob a
 * PNG blob. Undo with jest.restoreAllMocks().
 */
export function stubVideoFrames(): { png: Blob; drawImage: jest.Mock } {
  const png = new Blob(['png'], { type: 'image/png' });
  const drawImage = jest.fn();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(FRAME.width);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(FRAME.height);
  const context = { drawImage, getImageData: () => FRAME } as unknown as CanvasRenderingContext2D;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback, type) => callback(type === 'image/png' ? png : null));
  return { png, drawImage };
}
