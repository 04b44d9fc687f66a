import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@nutrilog/shared/api-client';
import type { Violation } from '@nutrilog/shared/domain';

/** At most this many violations are listed; the rest are counted. */
export const MAX_LISTED_VIOLATIONS = 5;

export interface ProblemText {
  /** What happened, in one sentence. */
  summary: string;
  /** The violations in words ("Row 3, weight: …"), at most MAX_LISTED_VIOLATIONS of them. */
  lines: string[];
  /** How many more violations there were. */
  more: number;
}

const ROWS = {
  products: msg`Product`,
  portions: msg`Portion`,
  recipes: msg`Recipe`,
  intakeLogs: msg`Intake log`,
  goals: msg`Goal`,
  weightLogs: msg`Weight log`,
} as const;

/**
 * Where a violation is, in words: a CSV row (`rows[3].weight` → "Row 3, weight"; the API numbers rows as a
 * spreadsheet does) or a row of an export file (`intakeLogs[0].productUuid` → "Intake log 1, productUuid").
 */
function place(i18n: I18n, propertyPath: string): string | null {
  const csv = /^rows\[(\d+)\](?:\.(.+))?$/.exec(propertyPath);
  if (csv) {
    const [, row = '', column] = csv;
    return column ? i18n._(msg`Row ${row}, column ${column}`) : i18n._(msg`Row ${row}`);
  }
  const file = /^(products|portions|recipes|intakeLogs|goals|weightLogs)\[(\d+)\](?:\.(.+))?$/.exec(propertyPath);
  if (file) {
    const [, kind, index, field] = file;
    const row = `${i18n._(ROWS[kind as keyof typeof ROWS])} ${Number(index) + 1}`;
    return field ? `${row}, ${field}` : row;
  }
  return propertyPath === '' ? null : propertyPath;
}

/** Translates an English message of the shared schemas (useFieldMessage of @nutrilog/shared/forms). */
export type TranslateMessage = (message: string) => string;

function violationLine(i18n: I18n, translate: TranslateMessage, violation: Violation): string {
  const where = place(i18n, violation.propertyPath);
  const message = translate(violation.message);
  return where === null ? message : `${where}: ${message}`;
}

/**
 * What the profile page says about a failed import: a sentence for the problem (the account has data, the file is
 * too large or not JSON, nothing was imported) and the violations, translated where the catalogs know them.
 */
export function importProblemText(
  i18n: I18n,
  translate: TranslateMessage,
  error: unknown,
  maxMegabytes: number,
): ProblemText {
  const none = { lines: [], more: 0 };
  if (!(error instanceof ApiError))
    return { summary: i18n._(msg`The file could not be imported. Try again.`), ...none };
  switch (error.status) {
    case 409:
      return {
        summary: i18n._(
          msg`Your account already has data: an export can only be imported \
into an account without any products, recipes, logs or goals.`,
        ),
        ...none,
      };
    case 413:
      return tooLarge(i18n, maxMegabytes);
    case 400:
      return { summary: i18n._(msg`The file is not valid JSON.`), ...none };
    case 422: {
      const lines = error.violations.map((violation) => violationLine(i18n, translate, violation));
      return {
        summary: i18n._(msg`Nothing was imported. The file has these problems:`),
        lines: lines.slice(0, MAX_LISTED_VIOLATIONS),
        more: Math.max(0, lines.length - MAX_LISTED_VIOLATIONS),
      };
    }
    default:
      return { summary: i18n._(msg`The file could not be imported. Try again.`), ...none };
  }
}

/** The file is above the import's limit (checked before it is sent, and by the API). */
export function tooLarge(i18n: I18n, maxMegabytes: number): ProblemText {
  return { summary: i18n._(msg`The file is too large: it may be at most ${maxMegabytes} MB.`), lines: [], more: 0 };
}
