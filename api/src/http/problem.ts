import { STATUS_CODES } from 'node:http';
import type { Problem, Violation } from '@nutrilog/shared/domain';
import { messages } from '@nutrilog/shared/schemas';

/** The problem `type` of a status: one URI per HTTP status. */
export const problemType = (status: number) => `/api/errors/${status}`;

export const GENERIC_SERVER_ERROR = 'An unexpected error occurred. It has been logged.';

/**
 * An error answer (RFC 9457 problem details). Throw it anywhere in a request; the single error handler
 * answers it as `application/problem+json`.
 */
export class HttpProblem extends Error {
  override name = 'HttpProblem';
  /** Read by Fastify, which keeps this status when the problem comes out of a validator. */
  readonly statusCode: number;
  readonly violations: Violation[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    options: { violations?: Violation[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.statusCode = status;
    this.violations = options.violations;
    this.headers = options.headers ?? {};
  }

  toProblem(): Problem {
    return {
      type: problemType(this.statusCode),
      title: STATUS_CODES[this.statusCode] ?? 'Error',
      status: this.statusCode,
      detail: this.message,
      ...(this.violations ? { violations: this.violations } : {}),
    };
  }
}

export const badRequest = (detail: string) => new HttpProblem(400, detail);
export const unauthorized = (detail: string) => new HttpProblem(401, detail);
export const notFound = (detail = 'The resource does not exist.') => new HttpProblem(404, detail);
export const conflict = (detail: string) => new HttpProblem(409, detail);
export const unsupportedMediaType = (detail: string) => new HttpProblem(415, detail);
export const validationFailed = (violations: Violation[]) =>
  new HttpProblem(
    422,
    violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'),
    { violations },
  );
/** A create's own `uuid` (a client may choose it) names a record that exists already, of any user. */
export const uuidTaken = () => validationFailed([{ propertyPath: 'uuid', message: messages.uuidTaken }]);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpProblem(429, `Too many failed attempts. Try again in ${retryAfterSeconds} seconds.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
export const internalServerError = () => new HttpProblem(500, GENERIC_SERVER_ERROR);
