import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '@nutrilog/shared/nutrients';
import { parseNutritionLabel } from './label-parser';
import { createLabelOcr } from './ocr';
import { LABEL_CASES } from './testing/label-images';

/** A read value is right within 1 % (or 0.1 g/kcal/mg for small values). */
export const readRight = (read: number | undefined, expected: number) => read !== undefined && Math.abs(read - expected) <= Math.max(0.01 * expected, 0.1);

/** The expected nutrients that were read right, in catalogue order. */
export function fieldsReadRight(expected: Partial<Nutrients>, read: Partial<Nutrients>): NutrientKey[] {
  return NUTRIENT_KEYS.filter((key) => expected[key] !== undefined && readRight(read[key], expected[key]));
}

/** Every generated label through OCR and the parser: how many of the printed fields came back right, and how fast. */
export async function measureLabelReading(): Promise<{ cases: number; fieldsAsked: number; fieldsRight: number; msPerImage: number }> {
  const ocr = createLabelOcr();
  let fieldsAsked = 0;
  let fieldsRight = 0;
  let ms = 0;
  try {
    for (const label of LABEL_CASES) {
      const png = label.render();
      const started = performance.now();
      const reading = parseNutritionLabel(await ocr.read(png));
      ms += performance.now() - started;
      fieldsAsked += Object.keys(label.expected.nutrients).length;
      fieldsRight += fieldsReadRight(label.expected.nutrients, reading.nutrients).length;
    }
  } finally {
    await ocr.terminate();
  }
  return { cases: LABEL_CASES.length, fieldsAsked, fieldsRight, msPerImage: ms / LABEL_CASES.length };
}
