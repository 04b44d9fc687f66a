import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { fakeStream, installMediaDevices, stubVideoFrames, uninstallMediaDevices } from './media-devices-test-kit';
import { PhotoCaptureDialog } from './PhotoCaptureDialog';

jest.setTimeout(20_000);

function Camera({ onCapture }: { onCapture: (photo: Blob) => void }) {
  const [open, setOpen] = useState(true);
  return <PhotoCaptureDialog open={open} onOpenChange={setOpen} onCapture={onCapture} />;
}

function renderCamera() {
  const onCapture = jest.fn();
  const view = renderWithProviders(<Camera onCapture={onCapture} />, { api: createTestApi().api, route: null });
  return { onCapture, view, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Take a photo' }, { timeout: 5000 });
const captureButton = () => screen.getByRole('button', { name: 'Capture' });

describe('PhotoCaptureDialog', () => {
  let frames: ReturnType<typeof stubVideoFrames>;
  beforeEach(() => {
    activateLocale('en-GB');
    frames = stubVideoFrames();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    uninstallMediaDevices();
  });

  it('hands over the current frame as a PNG, stops the camera and closes', async () => {
    const { stream, track } = fakeStream();
    const devices = installMediaDevices({ getUserMedia: jest.fn(() => Promise.resolve(stream)) });
    const { onCapture, user } = renderCamera();
    await dialog();
    expect(devices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    await waitFor(() => expect(captureButton()).toBeEnabled());
    const preview = screen.getByLabelText('Camera preview');
    expect(preview).toHaveProperty('srcObject', stream);

    await user.click(captureButton());
    expect(onCapture).toHaveBeenCalledTimes(1);
    expect(onCapture).toHaveBeenCalledWith(frames.png);
    expect(frames.drawImage).toHaveBeenCalledWith(preview, 0, 0, 4, 3);
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Capture only once the camera runs', async () => {
    let start!: (stream: MediaStream) => void;
    installMediaDevices({ getUserMedia: jest.fn(() => new Promise<MediaStream>((resolve) => (start = resolve))) });
    renderCamera();
    expect(await within(await dialog()).findByText('Starting the camera…')).toBeInTheDocument();
    expect(captureButton()).toBeDisabled();
    await act(async () => start(fakeStream().stream));
    expect(captureButton()).toBeEnabled();
  });

  it('stops the camera when cancelled', async () => {
    const { stream, track } = fakeStream();
    installMediaDevices({ getUserMedia: jest.fn(() => Promise.resolve(stream)) });
    const { onCapture, user } = renderCamera();
    await dialog();
    await waitFor(() => expect(captureButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(track.stop).toHaveBeenCalled();
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('stops the camera when unmounted', async () => {
    const { stream, track } = fakeStream();
    installMediaDevices({ getUserMedia: jest.fn(() => Promise.resolve(stream)) });
    const { view } = renderCamera();
    await dialog();
    await waitFor(() => expect(captureButton()).toBeEnabled());
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('says when the camera cannot be started', async () => {
    installMediaDevices({ getUserMedia: jest.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))) });
    renderCamera();
    expect(await within(await dialog()).findByText('The camera could not be started.')).toBeInTheDocument();
    expect(captureButton()).toBeDisabled();
  });

  it('asks to try again when the camera shows no picture yet', async () => {
    const { stream, track } = fakeStream();
    installMediaDevices({ getUserMedia: jest.fn(() => Promise.resolve(stream)) });
    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_NOTHING);
    const { onCapture, user } = renderCamera();
    await dialog();
    await waitFor(() => expect(captureButton()).toBeEnabled());

    await user.click(captureButton());
    expect(await screen.findByText('The camera is not ready yet. Please try again.')).toBeInTheDocument();
    expect(onCapture).not.toHaveBeenCalled();
    expect(track.stop).not.toHaveBeenCalled();
  });
});
