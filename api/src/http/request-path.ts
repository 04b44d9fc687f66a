import type { FastifyRequest } from 'fastify';

/** The request's path, without its query string. */
export const requestPath = (request: FastifyRequest): string => request.url.split('?')[0] ?? request.url;
