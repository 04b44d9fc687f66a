import type { Problem, Violation } from '@nutrilog/shared/domain';

/** Any non-2xx answer of the API, carrying its problem+json body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, problem: Problem | null) {
    super(problem?.detail ?? problem?.title ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }

  get violations(): Violation[] {
    return this.problem?.violations ?? [];
  }
}

/** The request never got an answer (network down, CORS, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}
