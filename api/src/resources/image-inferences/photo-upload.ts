import type { FastifyRequest } from 'fastify';
import { HttpProblem, unsupportedMediaType, validationFailed } from '../../http/problem';

/** The largest photo accepted, in bytes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_FIELD = 'file';
const MULTIPART = 'multipart/form-data';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (bytes: Buffer) =>
  bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);

const photoViolation = (message: string) => validationFailed([{ propertyPath: PHOTO_FIELD, message }]);

/**
 * The PNG bytes of the request's `file` part (@fastify/multipart must be registered with `limits.fileSize`).
 * 415 when the body is not multipart, 413 past MAX_PHOTO_BYTES, 422 without a `file` part or when it is not
 * a PNG (by its signature: a client's content type proves nothing).
 */
export async function readUploadedPng(request: FastifyRequest): Promise<Buffer> {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== MULTIPART)
    throw unsupportedMediaType(`The photo must be sent as ${MULTIPART}${mediaType ? `, not ${mediaType}` : ''}.`);
  const part = await request.file();
  let bytes: Buffer | undefined;
  try {
    bytes = await part?.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpProblem(413, `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
    throw error;
  }
  if (part === undefined || bytes === undefined || part.fieldname !== PHOTO_FIELD)
    throw photoViolation('A PNG photo is required.');
  if (!isPng(bytes)) throw photoViolation('The photo must be a PNG image.');
  return bytes;
}
