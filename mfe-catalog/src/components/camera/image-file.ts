/**
 * Larger photos are scaled down to this many pixels on their longest side: a barcode stays readable, decoding stays
 * quick.
 */
const MAX_SIDE = 2400;

/**
 * The pixels of a chosen photo, decoded by the browser (so every format it shows works, also HEIC or WebP, and
 * the photo's orientation is applied). Where the browser cannot decode it, the file itself: the barcode reader
 * then decodes PNG, JPEG, GIF or BMP on its own.
 */
export async function readImageFile(file: Blob): Promise<ImageData | Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    bitmap.close();
  }
}
