import { seededRandom } from '../../../seed/demo';
import { drawTable, expectedNutrients, type LabelCase, type LabelDrawing, type PrintedValues } from './label-images';
import { photographed, type PhotoLook } from './photo-look';

/*
 * The labelled sets for decimal points: sixteen products whose values mostly have one decimal (2.1, 1.1, 2.6,
 * 0.8 …), drawn clean in English and Dutch layouts, and the same labels as a phone would photograph them
 * (smaller, tilted, blurred, noisy, JPEG, half of them in low contrast). The energy is worked out from the
 * macros as a manufacturer does (EU factors: kcal 9/4/4/2, kJ 37/17/17/8), so a label is self-consistent.
 */

type Macros = Omit<PrintedValues, 'kj' | 'kcal'>;

function withEnergy(macros: Macros): PrintedValues {
  const { fat, carbs, protein } = macros;
  const fibre = macros.fibre ?? 0;
  return {
    ...macros,
    kcal: Math.round(9 * fat + 4 * carbs + 4 * protein + 2 * fibre),
    kj: Math.round(37 * fat + 17 * carbs + 17 * protein + 8 * fibre),
  };
}

interface Product {
  name: string;
  values: PrintedValues;
  drawing: Omit<LabelDrawing, 'values' | 'unit' | 'look' | 'seed'>;
  unit?: LabelDrawing['unit'];
}

const product = (name: string, macros: Macros, drawing: Product['drawing'], unit?: Product['unit']): Product => ({
  name,
  values: withEnergy(macros),
  drawing,
  unit,
});

const EN_ONE_ROW = { language: 'en', energy: 'one-row', spacedUnits: true } as const;
const EN_TWO_ROWS = { language: 'en', energy: 'two-rows' } as const;
const NL_ONE_ROW = { language: 'nl', energy: 'one-row', decimalComma: true, spacedUnits: true } as const;
const NL_TWO_ROWS = { language: 'nl', energy: 'two-rows', decimalComma: true } as const;

const PRODUCTS: readonly Product[] = [
  product(
    'oat crackers',
    { fat: 8.6, saturates: 2.6, carbs: 62.4, sugars: 1.1, fibre: 7.8, protein: 10.2, salt: 1.3 },
    EN_TWO_ROWS,
  ),
  product(
    'tomato soup',
    { fat: 1.8, saturates: 0.3, carbs: 6.1, sugars: 4.2, fibre: 0.8, protein: 1.1, salt: 0.68 },
    NL_TWO_ROWS,
    'milliliter',
  ),
  product(
    'granola',
    { fat: 16.2, saturates: 2.1, carbs: 58.7, sugars: 18.4, fibre: 6.3, protein: 9.1, salt: 0.08 },
    { ...EN_ONE_ROW, portion: 45 },
  ),
  product(
    'wholemeal bread',
    { fat: 3.4, saturates: 0.6, carbs: 38.9, sugars: 2.6, fibre: 6.8, protein: 11.2, salt: 0.9 },
    { ...NL_ONE_ROW, basisInTitle: true },
  ),
  product(
    'cheese spread',
    { fat: 21.6, saturates: 13.8, carbs: 4.1, sugars: 3.1, protein: 11.4, salt: 1.9 },
    EN_ONE_ROW,
  ),
  product(
    'yoghurt drink',
    { fat: 1.1, saturates: 0.7, carbs: 11.8, sugars: 10.6, protein: 2.8, salt: 0.11 },
    NL_ONE_ROW,
    'milliliter',
  ),
  product(
    'crispbread',
    { fat: 2.1, saturates: 0.4, carbs: 60.8, sugars: 2.1, fibre: 16.5, protein: 10.1, salt: 1.1 },
    EN_TWO_ROWS,
  ),
  product(
    'chocolate biscuits',
    { fat: 24.1, saturates: 12.6, carbs: 63.2, sugars: 31.8, fibre: 3.6, protein: 6.1, salt: 0.61 },
    { ...NL_TWO_ROWS, portion: 25, spacedUnits: true },
  ),
  product(
    'salted peanuts',
    { fat: 49.8, saturates: 8.1, carbs: 11.4, sugars: 4.1, fibre: 8.6, protein: 26.1, salt: 1.1 },
    { ...EN_ONE_ROW, basisInTitle: true },
  ),
  product(
    'muesli bar',
    { fat: 12.4, saturates: 5.2, carbs: 61.1, sugars: 26.8, fibre: 5.1, protein: 7.2, salt: 0.21 },
    NL_ONE_ROW,
  ),
  product(
    'hummus',
    { fat: 21.6, saturates: 2.1, carbs: 11.2, sugars: 1.1, fibre: 6.1, protein: 7.1, salt: 1.2 },
    { ...EN_TWO_ROWS, spacedUnits: true },
  ),
  product(
    'pasta sauce',
    { fat: 3.1, saturates: 0.4, carbs: 8.1, sugars: 6.6, fibre: 1.8, protein: 1.6, salt: 0.88 },
    NL_TWO_ROWS,
  ),
  product(
    'smoked salmon',
    { fat: 11.2, saturates: 2.1, carbs: 0.1, sugars: 0.1, protein: 22.1, salt: 2.8 },
    { ...EN_TWO_ROWS, portion: 50 },
  ),
  product(
    'rice cakes',
    { fat: 2.8, saturates: 0.6, carbs: 81.1, sugars: 0.8, fibre: 4.1, protein: 8.1, salt: 0.21 },
    { ...NL_ONE_ROW, portion: 7 },
  ),
  product(
    'chocolate milk',
    { fat: 1.6, saturates: 1.1, carbs: 8.9, sugars: 8.1, fibre: 0.6, protein: 3.1, salt: 0.16 },
    EN_ONE_ROW,
    'milliliter',
  ),
  product(
    'tomato ketchup',
    { fat: 0.2, saturates: 0.1, carbs: 24.1, sugars: 22.8, fibre: 1.1, protein: 1.2, salt: 1.8 },
    NL_TWO_ROWS,
  ),
];

const WHITE = '#ffffff';
/** Low-contrast ink and paper: grey print on a grey, badly lit packet. */
const LOW_CONTRAST = { ink: '#5c5c5c', paper: '#c6c6c6' } as const;

/** A phone's picture of label `index`: every product gets all the degradations, with seeded strengths. */
function photoLookOf(index: number, seed: number): { look: PhotoLook; ink?: string } {
  const random = seededRandom(seed + index);
  const between = (low: number, high: number) => low + (high - low) * random();
  const lowContrast = index % 2 === 1;
  const tilt = between(0.5, 2.5) * (random() < 0.5 ? -1 : 1);
  return {
    look: {
      scale: between(0.75, 0.95),
      tilt: Math.round(tilt * 10) / 10,
      blur: Math.round(between(0.5, 1) * 10) / 10,
      noise: Math.round(between(3, 7)),
      jpegQuality: Math.round(between(50, 80)),
      paper: lowContrast ? LOW_CONTRAST.paper : WHITE,
    },
    ink: lowContrast ? LOW_CONTRAST.ink : undefined,
  };
}

function drawingOf(item: Product, look?: LabelDrawing['look']): LabelDrawing {
  return { ...item.drawing, unit: item.unit ?? 'gram', values: item.values, look };
}

const expectedOf = (drawing: LabelDrawing) => ({ unit: drawing.unit, nutrients: expectedNutrients(drawing) });
const languageOf = (item: Product) => (item.drawing.language === 'nl' ? 'Dutch' : 'English');

/** The sixteen labels as rendered: crisp black on white PNGs. */
export const CLEAN_DECIMAL_LABELS: readonly LabelCase[] = PRODUCTS.map((item) => {
  const drawing = drawingOf(item);
  return {
    name: `${languageOf(item)}, clean, ${item.name}`,
    expected: expectedOf(drawing),
    render: () => drawTable(drawing).toBuffer('image/png'),
  };
});

/** The sixteen labels photographed as JPEGs; another `seed` takes other pictures of them. */
export function photographedLabels(seed: number): LabelCase[] {
  return PRODUCTS.map((item, index) => {
    const { look, ink } = photoLookOf(index, seed);
    const drawing = drawingOf(item, { ink, paper: look.paper });
    const what =
      `scale ${look.scale.toFixed(2)}, tilt ${look.tilt}°, blur ${look.blur}, ` +
      `noise ${look.noise}, JPEG ${look.jpegQuality}${ink ? ', low contrast' : ''}`;
    return {
      name: `${languageOf(item)}, photo (${what}), ${item.name}`,
      expected: expectedOf(drawing),
      render: () => photographed(drawTable(drawing), look, seed + 1000 + index),
    };
  });
}

/** The photographed set of the tests and the benchmark. */
export const PHOTO_DECIMAL_LABELS: readonly LabelCase[] = photographedLabels(1000);
