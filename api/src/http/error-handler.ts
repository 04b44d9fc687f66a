import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { HttpProblem, internalServerError, notFound } from './problem';
import { requestPath } from './request-path';

/** Fastify's own client errors (malformed JSON, body too large, …) carry a 4xx statusCode and a safe message. */
function isClientError(error: unknown): error is FastifyError {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

const MEBIBYTE = 1024 * 1024;

/** Fastify's 413 names no limit: say which one the route has. */
function bodyTooLarge(request: FastifyRequest): HttpProblem {
  const limit = request.routeOptions.bodyLimit;
  const size = limit >= MEBIBYTE ? `${Math.round((limit / MEBIBYTE) * 10) / 10} MB` : `${Math.round(limit / 1024)} KB`;
  return new HttpProblem(413, `The request body is larger than ${size}, the most this request accepts.`);
}

export function toHttpProblem(error: unknown, request?: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (request && (error as Partial<FastifyError> | null)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return bodyTooLarge(request);
  if (isClientError(error)) return new HttpProblem(error.statusCode ?? 400, error.message);
  return internalServerError();
}

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  return reply.code(problem.statusCode).headers(problem.headers).type(MEDIA_TYPES.problem).send(problem.toProblem());
}

/** The one place errors become answers: every error is `application/problem+json`; 5xx never show internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const problem = toHttpProblem(error, request);
    if (problem.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem);
  });
  app.setNotFoundHandler((request, reply) => {
    return sendProblem(reply, notFound(`No route matches ${request.method} ${requestPath(request)}.`));
  });
}
