import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '@nutrilog/shared/nutrients';
import { parseNutritionLabel } from './label-parser';
import { createLabelOcr, type LabelOcr } from './ocr';
import { CLEAN_DECIMAL_LABELS, PHOTO_DECIMAL_LABELS } from './testing/decimal-labels';
import { type LabelCase, LABEL_CASES } from './testing/label-images';

/** A read value is right within 1 % (or 0.1 g/kcal/mg for small values). */
export const readRight = (read: number | undefined, expected: number) =>
  read !== undefined && Math.abs(read - expected) <= Math.max(0.01 * expected, 0.1);

/** The expected nutrients that were read right, in catalogue order. */
export function fieldsReadRight(expected: Partial<Nutrients>, read: Partial<Nutrients>): NutrientKey[] {
  return NUTRIENT_KEYS.filter((key) => expected[key] !== undefined && readRight(read[key], expected[key]));
}

export interface LabelSetMeasure {
  cases: number;
  fieldsAsked: number;
  fieldsRight: number;
  msPerImage: number;
}

/** One set of labels through OCR and the parser: how many of the printed fields came back right, and how fast. */
export async function measureLabelSet(ocr: LabelOcr, labels: readonly LabelCase[]): Promise<LabelSetMeasure> {
  let fieldsAsked = 0;
  let fieldsRight = 0;
  let ms = 0;
  for (const label of labels) {
    const image = label.render();
    const started = performance.now();
    const reading = parseNutritionLabel(await ocr.read(image));
    ms += performance.now() - started;
    fieldsAsked += Object.keys(label.expected.nutrients).length;
    fieldsRight += fieldsReadRight(label.expected.nutrients, reading.nutrients).length;
  }
  return { cases: labels.length, fieldsAsked, fieldsRight, msPerImage: ms / labels.length };
}

/** The generated labels of every kind, and the decimal-point sets clean and photographed, with one OCR worker. */
export async function measureLabelReading(): Promise<{
  generated: LabelSetMeasure;
  clean: LabelSetMeasure;
  photo: LabelSetMeasure;
}> {
  const ocr = createLabelOcr();
  try {
    return {
      generated: await measureLabelSet(ocr, LABEL_CASES),
      clean: await measureLabelSet(ocr, CLEAN_DECIMAL_LABELS),
      photo: await measureLabelSet(ocr, PHOTO_DECIMAL_LABELS),
    };
  } finally {
    await ocr.terminate();
  }
}
