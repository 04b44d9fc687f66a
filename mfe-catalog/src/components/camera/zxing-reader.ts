// Loaded only through decode-barcode.ts's dynamic import: zxing and its wasm stay out of the first page.
import {
  prepareZXingModule,
  purgeZXingModule,
  readBarcodes,
  type ReaderOptions,
  type ZXingModuleOverrides,
} from 'zxing-wasm/reader';
// Emitted by webpack as an asset of this remote (see webpack.config.mjs): the URL is under the remote's public
// path, not the page's, and never a CDN, so scanning works offline.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

export type ReadBarcodes = (image: ImageData | Blob, options: ReaderOptions) => ReturnType<typeof readBarcodes>;

const overrides: ZXingModuleOverrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

/** Fetches and instantiates the reader's wasm; rejects when it cannot be loaded. */
export async function loadReader(): Promise<ReadBarcodes> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    // zxing keeps the failed instance for these overrides: forget it, so the next attempt fetches again.
    purgeZXingModule();
    throw error;
  }
  return readBarcodes;
}
