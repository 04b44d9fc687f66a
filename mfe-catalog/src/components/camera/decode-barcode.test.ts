/** @jest-environment node */
// The real decoder: zxing-wasm's reader, its wasm fetched over HTTP from the URL our locateFile gives, as in the
// browser (there webpack makes that URL; here a local server serves the file from node_modules).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prepareZXingModule as prepareWriter, writeBarcode, type WriterOptions } from 'zxing-wasm/writer';
import { decodeBarcode } from './decode-barcode';

let mockWasmUrl = '';
jest.mock('zxing-wasm/reader/zxing_reader.wasm', () => ({
  __esModule: true,
  get default() {
    return mockWasmUrl;
  },
}));

const wasmFile = (name: string) => readFileSync(require.resolve(`zxing-wasm/${name}/zxing_${name}.wasm`));

const served: string[] = [];
let server: Server;
let unavailable = false;

beforeAll(async () => {
  const readerWasm = wasmFile('reader');
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    if (unavailable || request.url !== '/remote/wasm/zxing_reader.wasm') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/wasm' }).end(readerWasm);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mockWasmUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remote/wasm/zxing_reader.wasm`;
  // The test images are made by zxing's writer, given its wasm directly.
  prepareWriter({ overrides: { wasmBinary: Uint8Array.from(wasmFile('writer')).buffer } });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function barcodePng(text: string, format: WriterOptions['format']): Promise<Blob> {
  const { image, error } = await writeBarcode(text, { format, scale: 3 });
  if (!image) throw new Error(error);
  return image;
}

/** The barcode as a camera frame: RGBA pixels, 3 pixels a module, with a white margin. */
async function barcodeFrame(text: string, format: WriterOptions['format']): Promise<ImageData> {
  const { symbol } = await writeBarcode(text, { format });
  const scale = 3;
  const margin = 12;
  const width = (symbol.width + 2 * margin) * scale;
  const height = (symbol.height + 2 * margin) * scale;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      if (mx < 0 || my < 0 || mx >= symbol.width || my >= symbol.height) continue;
      const value = symbol.data[my * symbol.width + mx]!;
      data.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

describe('decodeBarcode (zxing-wasm)', () => {
  it('rejects while the wasm cannot be fetched, and fetches it again on the next call', async () => {
    const photo = await barcodePng('4006381333931', 'EAN-13');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    unavailable = true;
    await expect(decodeBarcode(photo)).rejects.toThrow();
    jest.restoreAllMocks();

    unavailable = false;
    served.length = 0;
    expect(await decodeBarcode(photo)).toBe('4006381333931');
    expect(served).toEqual(['/remote/wasm/zxing_reader.wasm']);
  });

  it('reads EAN-13, EAN-8, UPC-A and UPC-E codes from camera pixels', async () => {
    expect(await decodeBarcode(await barcodeFrame('5901234123457', 'EAN-13'))).toBe('5901234123457');
    expect(await decodeBarcode(await barcodeFrame('96385074', 'EAN-8'))).toBe('96385074');
    // UPC codes come back as their 13-digit GTIN, as Open Food Facts stores them (UPC-E expanded).
    expect(await decodeBarcode(await barcodeFrame('036000291452', 'UPC-A'))).toBe('0036000291452');
    expect(await decodeBarcode(await barcodeFrame('04252614', 'UPC-E'))).toBe('0042100005264');
    // Loaded once, then kept.
    expect(served).toHaveLength(1);
  });

  it('finds nothing in an image without a product barcode', async () => {
    expect(await decodeBarcode(await barcodePng('https://example.com/4006381333931', 'QRCode'))).toBeNull();
    expect(await decodeBarcode(await barcodeFrame('CODE128-4006381333931', 'Code128'))).toBeNull();
    const blank = {
      data: new Uint8ClampedArray(64 * 48 * 4).fill(255),
      width: 64,
      height: 48,
      colorSpace: 'srgb',
    } as ImageData;
    expect(await decodeBarcode(blank)).toBeNull();
  });
});
