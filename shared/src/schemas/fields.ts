import * as v from 'valibot';
import { isSupportedYear } from '@nutrilog/shared/domain';
import { messages } from './messages';

/** Says "{field} is required." when the value is absent and "{field} must be a …" when it has the wrong type. */
function typeMessage(field: string, mustBe: (field: string) => string) {
  return (issue: v.BaseIssue<unknown>) =>
    issue.input === undefined || issue.input === null ? messages.required(field) : mustBe(field);
}

/** A string that must be present and, after trimming, not empty. */
export function requiredString(field: string) {
  return v.pipe(v.string(typeMessage(field, messages.mustBeString)), v.trim(), v.nonEmpty(messages.required(field)));
}

/** A string that must be present and not empty; kept verbatim (no trimming), as passwords are. */
export function requiredSecret(field: string) {
  return v.pipe(v.string(typeMessage(field, messages.mustBeString)), v.nonEmpty(messages.required(field)));
}

/**
 * The largest number a request may hold, and the smallest amount nutrients may be given per (a product's
 * `nutrientsPer`, a recipe's `unitSize`). Within them every computed nutrient, sum and average stays a finite
 * number (at most 10^6 × 10^6 × 10^6 / 0.001 per entry); without them 0 × Infinity made NaN, which no JSON holds.
 */
export const MAX_NUMBER = 1_000_000;
export const MIN_NUTRIENT_BASIS = 0.001;

/** A finite number that must be present, at most MAX_NUMBER. */
export function requiredNumber(field: string) {
  return v.pipe(
    v.number(typeMessage(field, messages.mustBeNumber)),
    v.finite(messages.mustBeNumber(field)),
    v.maxValue(MAX_NUMBER, messages.lessThanOrEqual(field, MAX_NUMBER)),
  );
}

/** A number that must be present and at least 0 (nutrients, amounts, quantities). */
export function nonNegativeNumber(field: string) {
  return v.pipe(requiredNumber(field), v.minValue(0, messages.nonNegative(field)));
}

/** What nutrients are given per (nutrientsPer, unitSize): greater than 0, and at least MIN_NUTRIENT_BASIS. */
export function nutrientBasis(field: string) {
  return v.pipe(
    numberGreaterThan(field, 0),
    v.minValue(MIN_NUTRIENT_BASIS, messages.atLeast(field, MIN_NUTRIENT_BASIS)),
  );
}

/** A number that must be present and strictly greater than `min` (amounts, nutrientsPer, weight > 25). */
export function numberGreaterThan(field: string, min: number) {
  return v.pipe(requiredNumber(field), v.gtValue(min, messages.greaterThan(field, min)));
}

/** Whether the calendar date that starts an ISO timestamp exists (2024-02-30 does not). */
function startsWithExistingDate(timestamp: string): boolean {
  const [year, month, day] = timestamp.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/**
 * An ISO 8601 timestamp that must be present (a log's `date`): "{field} must be an ISO 8601 timestamp." otherwise,
 * also for the forms JavaScript cannot read (an offset of hours alone, `+05`), as the API stores `new Date(value)`.
 * The instant must fall in the supported years (UTC).
 */
export function requiredTimestamp(field: string) {
  const message = messages.mustBeTimestamp(field);
  return v.pipe(
    v.string(typeMessage(field, messages.mustBeTimestamp)),
    v.nonEmpty(messages.required(field)),
    v.isoTimestamp(message),
    v.check(startsWithExistingDate, message),
    v.check((timestamp) => !Number.isNaN(Date.parse(timestamp)), message),
    v.check((timestamp) => isSupportedYear(new Date(timestamp).getUTCFullYear()), messages.supportedYears(field)),
  );
}

/** A UUID that must be present, in lower case (any case is accepted). */
export function requiredUuid(field: string) {
  return v.pipe(v.string(typeMessage(field, messages.mustBeUuid)), v.uuid(messages.mustBeUuid(field)), v.toLowerCase());
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The `uuid` a create may carry, made by the client (a change queued offline and its later edit name one record),
 * in lower case; the API refuses one that is taken. Absent: the database makes one.
 */
export const clientUuidEntry = v.optional(
  v.pipe(v.string(messages.mustBeUuid('UUID')), v.toLowerCase(), v.regex(UUID_V4, messages.mustBeUuidV4('UUID'))),
);

/** true or false, present. */
export function requiredBoolean(field: string) {
  return v.boolean(typeMessage(field, messages.mustBeBoolean));
}

/** A list that must be present, of `item`s. */
export function requiredList<const TItem extends v.GenericSchema>(field: string, item: TItem) {
  return v.array(item, typeMessage(field, messages.mustBeList));
}

/** One of a fixed list of strings. */
export function oneOf<const TOptions extends readonly [string, ...string[]]>(field: string, options: TOptions) {
  return v.picklist(options, (issue) =>
    issue.input === undefined ? messages.required(field) : messages.oneOf(field, options),
  );
}
