import dayjs from 'dayjs';
import type { IntakeLogType } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS, type Nutrients, zeroNutrients } from '@nutrilog/shared/nutrients';
import type { IntakeLog } from '@nutrilog/shared/schemas';

/**
 * What the intake log form holds. Date and time are separate local values (`YYYY-MM-DD`, `HH:mm`); product,
 * portion, recipe and recipe portion are IRIs. Every type's inputs are kept, so switching the type and back
 * loses nothing; only the chosen type's are sent (see toBody).
 */
export interface IntakeLogFormValues {
  type: IntakeLogType;
  date: string;
  time: string;
  product: string | null;
  portion: string | null;
  recipe: string | null;
  recipePortion: string | null;
  amount: number;
  quantity: number;
  description: string;
  nutrients: Nutrients;
}

/** The body of POST /api/intake_logs before the shared schema checks and normalises it. */
export interface IntakeLogBody {
  type: IntakeLogType;
  date: string;
  product: string | null;
  portion: string | null;
  recipe: string | null;
  recipePortion: string | null;
  amount: number;
  quantity: number;
  description: string | null;
  nutrients: Nutrients;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm';
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The local date and time of an instant, as the form shows them. */
export function localDateTime(instant: Date | string): Pick<IntakeLogFormValues, 'date' | 'time'> {
  const local = dayjs(instant);
  return { date: local.format(DATE_FORMAT), time: local.format(TIME_FORMAT) };
}

/**
 * The instant of a local date and time (ISO 8601, UTC). An empty date gives '' (the schema says it is required);
 * a missing time counts as midnight, the time field has its own message.
 */
export function instantOf(date: string, time: string): string {
  if (!date) return '';
  const local = dayjs(`${date}T${TIME_PATTERN.test(time) ? time : '00:00'}`);
  return local.isValid() ? local.toISOString() : date;
}

/** Nothing chosen and nothing typed, for now: a product log. */
export function emptyValues(now: Date = new Date()): IntakeLogFormValues {
  return {
    type: 'product',
    ...localDateTime(now),
    product: null,
    portion: null,
    recipe: null,
    recipePortion: null,
    amount: 0,
    quantity: 0,
    description: '',
    nutrients: zeroNutrients(),
  };
}

/** An existing log in the form, its date and time in the browser's time zone. */
export function valuesOfLog(log: IntakeLog): IntakeLogFormValues {
  return {
    type: log.type,
    ...localDateTime(log.date),
    product: log.product?.['@id'] ?? null,
    portion: log.portion?.['@id'] ?? null,
    recipe: log.recipe?.['@id'] ?? null,
    recipePortion: log.recipePortion?.['@id'] ?? null,
    amount: log.amount,
    quantity: log.quantity,
    description: log.description ?? '',
    nutrients: { ...zeroNutrients(), ...log.nutrients },
  };
}

/** A half-typed number (NaN) counts as 0 where values are only shown. */
export const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** Only what the chosen type uses (a hidden input of another type never blocks the submit). */
export function toBody(values: IntakeLogFormValues): IntakeLogBody {
  const date = instantOf(values.date, values.time);
  const none = { product: null, portion: null, recipe: null, recipePortion: null };
  if (values.type === 'manual') {
    return {
      type: 'manual',
      date,
      ...none,
      amount: 0,
      quantity: 0,
      description: values.description,
      nutrients: values.nutrients,
    };
  }
  const references =
    values.type === 'product'
      ? { ...none, product: values.product, portion: values.portion }
      : { ...none, recipe: values.recipe, recipePortion: values.recipePortion };
  const byPortion = (values.type === 'product' ? values.portion : values.recipePortion) !== null;
  return {
    type: values.type,
    date,
    ...references,
    amount: byPortion ? 0 : values.amount,
    quantity: byPortion ? values.quantity : 0,
    description: null,
    nutrients: zeroNutrients(),
  };
}

/** A manual log's typed nutrients, a half-typed number counting as 0 (for the preview). */
export function typedNutrients(nutrients: Nutrients): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, finite(nutrients[key])])) as Nutrients;
}
