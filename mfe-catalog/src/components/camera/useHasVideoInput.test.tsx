import { act, renderHook, waitFor } from '@testing-library/react';
import { audioInput, installMediaDevices, uninstallMediaDevices, videoInput } from './media-devices-test-kit';
import { HAS_VIDEO_INPUT_KEY, useHasVideoInput } from './useHasVideoInput';

describe('useHasVideoInput', () => {
  afterEach(() => uninstallMediaDevices());

  it('is true when a video input is listed', async () => {
    installMediaDevices({ enumerateDevices: jest.fn(() => Promise.resolve([audioInput(), videoInput()])) });
    const { result } = renderHook(() => useHasVideoInput());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("starts from the device's last answer, so the camera's actions are there before the devices are listed", async () => {
    installMediaDevices({ enumerateDevices: jest.fn(() => Promise.resolve([videoInput()])) });
    const first = renderHook(() => useHasVideoInput());
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    first.unmount();

    // The next page: its listing has not answered yet.
    installMediaDevices({ enumerateDevices: jest.fn(() => new Promise<MediaDeviceInfo[]>(() => undefined)) });
    expect(renderHook(() => useHasVideoInput()).result.current).toBe(true);
  });

  it('starts from no camera once the last listing found none', async () => {
    const listed = jest.fn(() => Promise.resolve([videoInput()]));
    const devices = installMediaDevices({ enumerateDevices: listed });
    const { result, unmount } = renderHook(() => useHasVideoInput());
    await waitFor(() => expect(result.current).toBe(true));
    listed.mockResolvedValue([audioInput()]);
    act(() => void devices.dispatchEvent(new Event('devicechange')));
    await waitFor(() => expect(result.current).toBe(false));
    unmount();

    installMediaDevices({ enumerateDevices: jest.fn(() => new Promise<MediaDeviceInfo[]>(() => undefined)) });
    expect(renderHook(() => useHasVideoInput()).result.current).toBe(false);
  });

  it('is false when only other devices are listed', async () => {
    const devices = installMediaDevices({ enumerateDevices: jest.fn(() => Promise.resolve([audioInput()])) });
    const { result } = renderHook(() => useHasVideoInput());
    await waitFor(() => expect(devices.enumerateDevices).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(result.current).toBe(false);
  });

  it('is false without navigator.mediaDevices, whatever was remembered', async () => {
    window.localStorage.setItem(HAS_VIDEO_INPUT_KEY, 'true');
    installMediaDevices(null);
    const { result } = renderHook(() => useHasVideoInput());
    await act(() => Promise.resolve());
    expect(result.current).toBe(false);
  });

  it('is false when listing the devices fails', async () => {
    const listed = jest.fn(() => Promise.resolve([videoInput()]));
    const devices = installMediaDevices({ enumerateDevices: listed });
    const { result } = renderHook(() => useHasVideoInput());
    await waitFor(() => expect(result.current).toBe(true));

    listed.mockImplementation(() => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    act(() => void devices.dispatchEvent(new Event('devicechange')));
    await waitFor(() => expect(result.current).toBe(false));

    listed.mockImplementation(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    listed.mockResolvedValueOnce([videoInput()]);
    act(() => void devices.dispatchEvent(new Event('devicechange')));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => void devices.dispatchEvent(new Event('devicechange')));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('checks again when a device is plugged in or removed, and stops listening on unmount', async () => {
    const listed = jest.fn(() => Promise.resolve([audioInput()]));
    const devices = installMediaDevices({ enumerateDevices: listed });
    const { result, unmount } = renderHook(() => useHasVideoInput());
    await waitFor(() => expect(listed).toHaveBeenCalledTimes(1));

    listed.mockResolvedValue([audioInput(), videoInput()]);
    act(() => void devices.dispatchEvent(new Event('devicechange')));
    await waitFor(() => expect(result.current).toBe(true));

    listed.mockResolvedValue([]);
    act(() => void devices.dispatchEvent(new Event('devicechange')));
    await waitFor(() => expect(result.current).toBe(false));

    unmount();
    devices.dispatchEvent(new Event('devicechange'));
    expect(listed).toHaveBeenCalledTimes(3);
  });
});
