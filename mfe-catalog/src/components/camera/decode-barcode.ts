import type { ReaderOptions } from 'zxing-wasm/reader';
import type { ReadBarcodes } from './zxing-reader';

/** Product barcodes only: fewer formats to try is faster and avoids misreading other codes. */
const READER_OPTIONS: ReaderOptions = {
  formats: ['EAN-13', 'EAN-8', 'UPC-A', 'UPC-E'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

let reader: Promise<ReadBarcodes> | undefined;

/** Starts loading the barcode reader (code and wasm) once; a failed load is tried again on the next call. */
export function loadBarcodeReader(): Promise<ReadBarcodes> {
  if (reader) return reader;
  const loading = import(/* webpackChunkName: "zxing-reader" */ './zxing-reader').then(({ loadReader }) =>
    loadReader(),
  );
  reader = loading;
  loading.catch(() => {
    if (reader === loading) reader = undefined;
  });
  return loading;
}

/** The digits of the product barcode in the image, or null when there is none; rejects when the reader cannot load. */
export async function decodeBarcode(image: ImageData | Blob): Promise<string | null> {
  const readBarcodes = await loadBarcodeReader();
  const results = await readBarcodes(image, READER_OPTIONS);
  return results.find((result) => result.isValid && result.text !== '')?.text ?? null;
}
