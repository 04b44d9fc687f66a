import type { Violation } from '@nutrilog/shared/domain';

/*
 * Body fields the product description also spells in snake case ("also spelled unit_size"): read as their
 * camelCase names, and both spellings at once is a violation. Only a body's own fields: nested objects (portions,
 * an export file's rows) have one spelling. Answers are always camelCase (docs/api.md, "Field names").
 */
export const BODY_FIELD_ALIASES: Readonly<Record<string, string>> = {
  unit_size: 'unitSize',
  body_fat_percentage: 'bodyFatPercentage',
  goal_type: 'goalType',
  start_date: 'startDate',
  end_date: 'endDate',
};

const ALIASES = Object.entries(BODY_FIELD_ALIASES);

export const bothSpellingsMessage = (alias: string, name: string) => `Give ${name} or ${alias}, not both.`;

export interface BodyAsNamed {
  body: unknown;
  violations: Violation[];
  /**
   * The snake-case spelling the client used, by camelCase name: violations are reported as the client wrote the field.
   */
  spelledAs: ReadonlyMap<string, string>;
}

const NONE: ReadonlyMap<string, string> = new Map();

/** The body with its snake-case spellings read as the camelCase names. */
export function bodyAsNamed(body: unknown): BodyAsNamed {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { body, violations: [], spelledAs: NONE };
  const given = body as Record<string, unknown>;
  const used = ALIASES.filter(([alias]) => Object.hasOwn(given, alias));
  if (used.length === 0) return { body, violations: [], spelledAs: NONE };
  const violations = used.flatMap(([alias, name]) =>
    Object.hasOwn(given, name) ? [{ propertyPath: alias, message: bothSpellingsMessage(alias, name) }] : [],
  );
  const named: Record<string, unknown> = { ...given };
  for (const [alias, name] of used) {
    named[name] = named[alias];
    delete named[alias];
  }
  return { body: named, violations, spelledAs: new Map(used.map(([alias, name]) => [name, alias])) };
}

/** A violation at a field the client spelled in snake case, at that spelling. */
export function asSpelled(violation: Violation, spelledAs: ReadonlyMap<string, string>): Violation {
  if (spelledAs.size === 0) return violation;
  const field = /^[^.[]+/.exec(violation.propertyPath)?.[0] ?? '';
  const alias = spelledAs.get(field);
  return alias === undefined
    ? violation
    : { ...violation, propertyPath: alias + violation.propertyPath.slice(field.length) };
}
