import { NUTRIENT_KEYS, type NutrientKey } from '@nutrilog/shared/nutrients';
import { fieldsReadRight } from './label-benchmark';
import { type LabelReading, parseNutritionLabel } from './label-parser';
import { createLabelOcr } from './ocr';
import { CLEAN_DECIMAL_LABELS, PHOTO_DECIMAL_LABELS } from './testing/decimal-labels';
import type { LabelCase } from './testing/label-images';

// 32 OCR runs on 2 cores: about 20 s.
jest.setTimeout(120_000);

const ocr = createLabelOcr();
const readings = new Map<string, LabelReading>();

beforeAll(async () => {
  for (const label of [...CLEAN_DECIMAL_LABELS, ...PHOTO_DECIMAL_LABELS])
    readings.set(label.name, parseNutritionLabel(await ocr.read(label.render())));
}, 300_000);

afterAll(() => ocr.terminate());

const share = (labels: readonly LabelCase[]) => {
  const asked = labels.reduce((sum, label) => sum + Object.keys(label.expected.nutrients).length, 0);
  const right = labels.reduce(
    (sum, label) => sum + fieldsReadRight(label.expected.nutrients, readings.get(label.name)!.nutrients).length,
    0,
  );
  return { asked, right, share: right / asked };
};

describe.each([
  ['clean renders', CLEAN_DECIMAL_LABELS, 0.98],
  ['photographed renders', PHOTO_DECIMAL_LABELS, 0.95],
] as const)('decimal points on %s', (_, labels, budget) => {
  it(`reads at least ${budget * 100} % of the printed fields right`, () => {
    const { asked, share: measured } = share(labels);
    expect(asked).toBeGreaterThanOrEqual(120);
    expect(measured).toBeGreaterThanOrEqual(budget);
  });

  it('reads the unit of every label and makes no nutrient up', () => {
    for (const label of labels) {
      const reading = readings.get(label.name)!;
      const printed = Object.keys(label.expected.nutrients) as NutrientKey[];
      expect({ name: label.name, unit: reading.unit }).toEqual({ name: label.name, unit: label.expected.unit });
      expect(reading.fieldsRead.filter((key) => !printed.includes(key))).toEqual([]);
    }
  });
});

describe('the labelled sets', () => {
  it('are sixteen products clean and photographed, in English and Dutch, with decimals in most values', () => {
    expect(CLEAN_DECIMAL_LABELS).toHaveLength(16);
    expect(PHOTO_DECIMAL_LABELS.map((label) => label.expected)).toEqual(
      CLEAN_DECIMAL_LABELS.map((label) => label.expected),
    );
    expect(CLEAN_DECIMAL_LABELS.filter((label) => label.name.startsWith('Dutch')).length).toBe(8);
    const values = CLEAN_DECIMAL_LABELS.flatMap((label) =>
      NUTRIENT_KEYS.filter((key) => key !== 'calories').map((key) => label.expected.nutrients[key]),
    );
    const withDecimals = values.filter((value) => value !== undefined && !Number.isInteger(value));
    expect(withDecimals.length / values.filter((value) => value !== undefined).length).toBeGreaterThan(0.9);
  });

  it('render the same image every time (seeded)', () => {
    const [photo] = PHOTO_DECIMAL_LABELS;
    expect(photo!.render().equals(photo!.render())).toBe(true);
    expect(photo!.render().subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
