import type { FastifySchemaCompiler } from 'fastify';
import type { Violation } from '@nutrilog/shared/domain';
import * as v from 'valibot';
import { valibotSourceOf } from './json-schema';
import { notFound, validationFailed } from './problem';

/** `portions[0].name` style property paths. */
export function propertyPath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>((pathSoFar, item) => {
    const key = item.key;
    if (typeof key === 'number') return `${pathSoFar}[${key}]`;
    return pathSoFar === '' ? String(key) : `${pathSoFar}.${String(key)}`;
  }, '');
}

export function toViolations(issues: readonly v.BaseIssue<unknown>[]): Violation[] {
  return issues.map((issue) => ({ propertyPath: propertyPath(issue), message: issue.message }));
}

/**
 * Validates request parts with the valibot schema a route declared (see http/route.ts): body and query
 * string failures answer 422 with violations; a path parameter that does not fit answers 404.
 * The validated output (trimmed strings, numbers from query strings…) replaces the raw part.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  const source = valibotSourceOf(schema);
  if (source === undefined) throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema was not made by requestJsonSchema().`);
  return (data: unknown) => {
    // Fastify passes null for a missing body: validate it as {} so each required field is named.
    const result = v.safeParse(source, httpPart === 'body' ? (data ?? {}) : data, { abortPipeEarly: true });
    if (result.success) return { value: result.output };
    return { error: httpPart === 'params' ? notFound() : validationFailed(toViolations(result.issues)) };
  };
};
