import { readImageFile } from './image-file';
import { FRAME, stubVideoFrames } from './media-devices-test-kit';

describe('readImageFile', () => {
  const photo = new File(['photo'], 'barcode.heic', { type: 'image/heic' });
  const g = globalThis as { createImageBitmap?: unknown };

  afterEach(() => {
    delete g.createImageBitmap;
    jest.restoreAllMocks();
  });

  it("gives the browser's pixels of the photo, scaled down to at most 2400 pixels a side", async () => {
    const { drawImage } = stubVideoFrames();
    const bitmap = { width: 4000, height: 3000, close: jest.fn() };
    g.createImageBitmap = jest.fn(() => Promise.resolve(bitmap));

    expect(await readImageFile(photo)).toBe(FRAME);
    expect(g.createImageBitmap).toHaveBeenCalledWith(photo);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 2400, 1800);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps a small photo at its size', async () => {
    const { drawImage } = stubVideoFrames();
    const bitmap = { width: 800, height: 600, close: jest.fn() };
    g.createImageBitmap = jest.fn(() => Promise.resolve(bitmap));
    await readImageFile(photo);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 800, 600);
  });

  it('gives the file itself when the browser cannot decode it', async () => {
    g.createImageBitmap = jest.fn(() => Promise.reject(new DOMException('Unsupported', 'InvalidStateError')));
    expect(await readImageFile(photo)).toBe(photo);
  });

  it('gives the file itself in a browser without createImageBitmap', async () => {
    expect(await readImageFile(photo)).toBe(photo);
  });
});
