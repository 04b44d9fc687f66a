// Barcode images for the scan tests, drawn in Node by zxing-wasm's writer (a devDependency of e2e). Its wasm is
// read from node_modules and handed over as bytes: nothing is fetched, so this works offline too.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);

let ready: Promise<unknown> | undefined;

function prepareWriter(): Promise<unknown> {
  if (!ready) {
    const bytes = fs.readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    ready = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  }
  return ready;
}

/** A PNG of an EAN-13 barcode (with its quiet zones, 4 px per module) for the 13 digits given. */
export async function ean13Png(code: string): Promise<Buffer> {
  if (!/^\d{13}$/.test(code)) throw new Error(`Not an EAN-13 code: ${code}`);
  await prepareWriter();
  const result = await writeBarcode(code, { format: 'EAN13', scale: 4 });
  if (result.error || !result.image) throw new Error(`zxing-wasm could not draw ${code}: ${result.error}`);
  return Buffer.from(await result.image.arrayBuffer());
}
