import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import type { Violation } from '@nutrilog/shared/domain';
import { asSpelled, bodyAsNamed } from './body-aliases';
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

export const UNSTORABLE_TEXT_MESSAGE = 'This text must not contain NUL characters or unpaired surrogates.';

/**
 * What no text column can take as sent: NUL (PostgreSQL refuses it) and unpaired UTF-16 surrogates (no Unicode
 * text; they would be stored as U+FFFD).
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorable = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);

/**
 * A violation at each string of a parsed body or query string that holds unstorable text (walked without recursion:
 * JSON may nest deeply).
 */
export function unstorableTextViolations(data: unknown): Violation[] {
  const violations: Violation[] = [];
  const pending: [unknown, string][] = [[data, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (isUnstorable(value)) violations.push({ propertyPath: path, message: UNSTORABLE_TEXT_MESSAGE });
    } else if (value !== null && typeof value === 'object') {
      const children: [unknown, string][] = Array.isArray(value)
        ? value.map((item, index) => [item, `${path}[${index}]`])
        : Object.entries(value).map(([key, item]) => [item, path === '' ? key : `${path}.${key}`]);
      // Last child first, so that the first is taken next (violations in document order); no spread: lists may be long.
      for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
    }
  }
  return violations;
}

/**
 * Validates request parts with the valibot schema a route declared (see http/route.ts): body and query
 * string failures answer 422 with violations; a path parameter that does not fit answers 404.
 * Text that cannot be stored (unstorableTextViolations) is refused before the schema is applied.
 * The validated output (trimmed strings, numbers from query strings…) replaces the raw part.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  const source = valibotSourceOf(schema);
  if (source === undefined)
    throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema was not made by requestJsonSchema().`);
  return (data: unknown) => {
    if (httpPart === 'body' || httpPart === 'querystring') {
      const unstorable = unstorableTextViolations(data);
      if (unstorable.length > 0) return { error: validationFailed(unstorable) };
    }
    if (httpPart === 'params') {
      const result = v.safeParse(source, data, { abortPipeEarly: true });
      return result.success ? { value: result.output } : { error: notFound() };
    }
    // Fastify passes null for a missing body: validate it as {} so each required field is named.
    const { body, violations, spelledAs } =
      httpPart === 'body' ? bodyAsNamed(data ?? {}) : { body: data, violations: [], spelledAs: undefined };
    if (violations.length > 0) return { error: validationFailed(violations) };
    const result = v.safeParse(source, body, { abortPipeEarly: true });
    if (result.success) return { value: result.output };
    const found = toViolations(result.issues);
    return { error: validationFailed(spelledAs ? found.map((violation) => asSpelled(violation, spelledAs)) : found) };
  };
};
