/** A number as OCR printed it in a nutrition-table row, with the unit printed after it. */

export type PrintedUnit = 'g' | 'mg' | 'µg' | 'ml' | 'kj' | 'kcal' | '%';

export interface NumberToken {
  /** Digits with at most one '.', letters already read as digits: '22.69'. */
  raw: string;
  unit: PrintedUnit | null;
  /** Printed after '<' ("<0.5 g"): the amount is below the number, and read as half of it (docs/decisions.md). */
  below?: true;
}
