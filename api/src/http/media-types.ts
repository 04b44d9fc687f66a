import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { unsupportedMediaType } from './problem';

/** Media types a request body may have, by method (docs/product.md#the-api). */
export function acceptedBodyMediaTypes(method: HTTPMethods): readonly string[] {
  if (method === 'PATCH') return [MEDIA_TYPES.mergePatch];
  return [MEDIA_TYPES.ldJson, 'application/json'];
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

/** An onRequest hook answering 415 when a request body has another media type than `accepted`. */
export function requireBodyMediaType(accepted: readonly string[]) {
  return async (request: FastifyRequest) => {
    if (!hasBody(request)) return;
    const mediaType = mediaTypeOf(request);
    if (mediaType === undefined || !accepted.includes(mediaType)) {
      throw unsupportedMediaType(
        `${request.method} bodies must be ${accepted.join(' or ')}${mediaType ? `, not ${mediaType}` : ''}.`,
      );
    }
  };
}

/** Parses linked-data JSON and merge-patch JSON like JSON; an empty body means "no body". */
export function registerJsonMediaTypes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', MEDIA_TYPES.ldJson, MEDIA_TYPES.mergePatch],
    { parseAs: 'string' },
    (request, body, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, body as string, done);
    },
  );
}
