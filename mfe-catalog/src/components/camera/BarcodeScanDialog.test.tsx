import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { BarcodeScanDialog } from './BarcodeScanDialog';
import { decodeBarcode, loadBarcodeReader } from './decode-barcode';
import {
  fakeStream,
  FRAME,
  installMediaDevices,
  stubVideoFrames,
  uninstallMediaDevices,
} from './media-devices-test-kit';
import { SCAN_INTERVAL_MS } from './useBarcodeScan';

jest.mock('./decode-barcode', () => ({ decodeBarcode: jest.fn(), loadBarcodeReader: jest.fn() }));

const decode = jest.mocked(decodeBarcode);
const CODE = '4006381333931';

jest.setTimeout(20_000);

function Scanner({ onDetected }: { onDetected: (code: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <BarcodeScanDialog open={open} onOpenChange={setOpen} onDetected={onDetected} />
    </>
  );
}

function renderScanner() {
  const onDetected = jest.fn();
  const view = renderWithProviders(<Scanner onDetected={onDetected} />, { api: createTestApi().api, route: null });
  return { onDetected, view, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Scan barcode' }, { timeout: 5000 });
const photoFile = () => new File(['photo'], 'barcode.jpg', { type: 'image/jpeg' });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('BarcodeScanDialog', () => {
  beforeEach(() => {
    activateLocale('en-GB');
    decode.mockReset().mockResolvedValue(null);
    jest.mocked(loadBarcodeReader).mockReset().mockResolvedValue(jest.fn());
    stubVideoFrames();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    uninstallMediaDevices();
  });

  it('reads camera frames until a code is found, then reports it once, stops the camera and closes', async () => {
    const { stream, track } = fakeStream();
    const devices = installMediaDevices({ getUserMedia: jest.fn(() => Promise.resolve(stream)) });
    decode.mockResolvedValueOnce(null).mockResolvedValueOnce(CODE);
    const { onDetected } = renderScanner();

    expect(await dialog()).toBeInTheDocument();
    expect(devices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(loadBarcodeReader).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Camera preview')).toHaveProperty('srcObject', stream));

    await waitFor(() => expect(onDetected).toHaveBeenCalledWith(CODE));
    expect(decode).toHaveBeenCalledTimes(2);
    expect(decode).toHaveBeenCalledWith(FRAME);
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await pause(SCAN_INTERVAL_MS * 3);
    expect(onDetected).toHaveBeenCalledTimes(1);
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('shows that it is scanning once the camera runs', async () => {
    installMediaDevices();
    renderScanner();
    expect(await within(await dialog()).findByText('Point the camera at the barcode.')).toBeInTheDocument();
  });

  it('stops the camera when the dialog is cancelled, and starts it again when reopened', async () => {
    const first = fakeStream();
    const second = fakeStream();
    const getUserMedia = jest.fn().mockResolvedValueOnce(first.stream).mockResolvedValueOnce(second.stream);
    installMediaDevices({ getUserMedia });
    const { onDetected, user } = renderScanner();
    await within(await dialog()).findByText('Point the camera at the barcode.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await within(await dialog()).findByText('Point the camera at the barcode.');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(second.track.stop).not.toHaveBeenCalled();
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('stops the camera when unmounted', async () => {
    const { stream, track } = fakeStream();
    installMediaDevices({ getUserMedia: jest.fn(() => Promise.resolve(stream)) });
    const { view } = renderScanner();
    await within(await dialog()).findByText('Point the camera at the barcode.');
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops a camera that starts only after the dialog was closed', async () => {
    const { stream, track } = fakeStream();
    let start!: (stream: MediaStream) => void;
    installMediaDevices({ getUserMedia: jest.fn(() => new Promise<MediaStream>((resolve) => (start = resolve))) });
    const { user } = renderScanner();
    expect(await within(await dialog()).findByText('Starting the camera…')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => start(stream));
    expect(track.stop).toHaveBeenCalled();
    expect(decode).not.toHaveBeenCalled();
  });

  it('says when the camera cannot be started, and still reads a chosen photo', async () => {
    installMediaDevices({ getUserMedia: jest.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))) });
    const { onDetected, user } = renderScanner();
    const surface = await dialog();
    expect(await within(surface).findByText('The camera could not be started.')).toBeInTheDocument();
    expect(within(surface).queryByLabelText('Camera preview')).not.toBeInTheDocument();

    const photo = photoFile();
    decode.mockResolvedValueOnce(CODE);
    await user.upload(within(surface).getByLabelText('Choose a photo of the barcode'), photo);
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith(CODE));
    // jsdom cannot decode images (no createImageBitmap): the file itself goes to the reader.
    expect(decode).toHaveBeenCalledWith(photo);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the browser has no camera access at all', async () => {
    installMediaDevices(null);
    renderScanner();
    expect(await within(await dialog()).findByText('The camera could not be started.')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a photo of the barcode')).toHaveAttribute('accept', 'image/*');
  });

  it('says when a chosen photo has no barcode, and reads the next one', async () => {
    installMediaDevices({ getUserMedia: jest.fn(() => Promise.reject(new Error('no camera'))) });
    const { onDetected, user } = renderScanner();
    const input = within(await dialog()).getByLabelText('Choose a photo of the barcode');

    await user.upload(input, photoFile());
    expect(await screen.findByText('No barcode found in this photo.')).toBeInTheDocument();
    expect(onDetected).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    decode.mockResolvedValueOnce(CODE);
    await user.upload(input, photoFile());
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith(CODE));
    expect(onDetected).toHaveBeenCalledTimes(1);
  });

  it('stops scanning and says so when the barcode reader cannot be loaded', async () => {
    installMediaDevices();
    decode.mockRejectedValue(new Error('wasm not found'));
    const { onDetected } = renderScanner();
    expect(
      await within(await dialog()).findByText('The barcode reader could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Point the camera at the barcode.')).not.toBeInTheDocument();
    await pause(SCAN_INTERVAL_MS * 3);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(onDetected).not.toHaveBeenCalled();
  });
});
