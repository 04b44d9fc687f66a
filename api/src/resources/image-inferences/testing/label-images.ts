import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type Canvas } from '@napi-rs/canvas';
import type { ProductUnit } from '@nutrilog/shared/domain';
import type { Nutrients } from '@nutrilog/shared/nutrients';
import { seededRandom } from '../../../seed/demo';

/*
 * Nutrition-label PNGs drawn for the OCR tests and the benchmark: clean, tilted, noisy, blurred, low contrast,
 * two-column with %RI, per 100 ml drinks, decimal commas, kJ only, sodium instead of salt, in English, Dutch
 * and German. Each case's expected values are the numbers it draws.
 */

export interface LabelCase {
  name: string;
  expected: { unit: ProductUnit; nutrients: Partial<Nutrients> };
  render(): Buffer;
}

/** What a label prints per 100 g or 100 ml; mg values as printed (mg), everything else in grams. */
export interface PrintedValues {
  kj?: number;
  kcal?: number;
  fat: number;
  saturates: number;
  carbs: number;
  sugars: number;
  fibre?: number;
  protein: number;
  salt?: number;
  sodiumMg?: number;
  potassiumMg?: number;
  caffeineMg?: number;
}

type Language = 'en' | 'nl' | 'de';

interface Look {
  /** Degrees clockwise. */
  tilt?: number;
  /** Share of pixels replaced by random grey (seeded). */
  noise?: number;
  /** Gaussian blur radius in pixels. */
  blur?: number;
  ink?: string;
  paper?: string;
}

export interface LabelDrawing {
  language: Language;
  unit: ProductUnit;
  values: PrintedValues;
  /** Also print 'per portion' and '%RI' columns for a portion of this many g/ml. */
  portion?: number;
  /** Energy on one row ('1046 kJ / 250 kcal') or on two. */
  energy?: 'one-row' | 'two-rows';
  decimalComma?: boolean;
  /** A space between number and unit ('12.5 g') or none ('12.5g'). */
  spacedUnits?: boolean;
  /** The 'per 100' basis in the title line instead of a header row. */
  basisInTitle?: boolean;
  look?: Look;
  seed?: number;
}

const WORDS = {
  en: {
    title: 'Nutrition information',
    values: 'Typical values',
    per: 'Per',
    portion: 'Per portion',
    ri: '%RI*',
    energy: 'Energy',
    fat: 'Fat',
    saturates: 'of which saturates',
    carbs: 'Carbohydrate',
    sugars: 'of which sugars',
    fibre: 'Fibre',
    protein: 'Protein',
    salt: 'Salt',
    sodium: 'Sodium',
    potassium: 'Potassium',
    caffeine: 'Caffeine',
  },
  nl: {
    title: 'Voedingswaarde',
    values: 'Gemiddelde waarden',
    per: 'Per',
    portion: 'Per portie',
    ri: '%RI*',
    energy: 'Energie',
    fat: 'Vet',
    saturates: 'waarvan verzadigde vetzuren',
    carbs: 'Koolhydraten',
    sugars: 'waarvan suikers',
    fibre: 'Voedingsvezel',
    protein: 'Eiwitten',
    salt: 'Zout',
    sodium: 'Natrium',
    potassium: 'Kalium',
    caffeine: 'Cafeïne',
  },
  de: {
    title: 'Nährwerte',
    values: 'Durchschnittliche Nährwerte',
    per: 'pro',
    portion: 'pro Portion',
    ri: '%RM*',
    energy: 'Energie',
    fat: 'Fett',
    saturates: 'davon gesättigte Fettsäuren',
    carbs: 'Kohlenhydrate',
    sugars: 'davon Zucker',
    fibre: 'Ballaststoffe',
    protein: 'Eiweiß',
    salt: 'Salz',
    sodium: 'Natrium',
    potassium: 'Kalium',
    caffeine: 'Koffein',
  },
} as const;

/** Reference intakes (EU regulation 1169/2011) for the %RI column. */
const REFERENCE_INTAKES = {
  kj: 8400,
  kcal: 2000,
  fat: 70,
  saturates: 20,
  carbs: 260,
  sugars: 90,
  protein: 50,
  salt: 6,
} as const;

const FONT = 'DejaVu Sans';
let fontsRegistered = false;

function registerFonts(): void {
  if (fontsRegistered) return;
  const fontsDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  GlobalFonts.registerFromPath(path.join(fontsDir, 'DejaVuSans.ttf'), FONT);
  GlobalFonts.registerFromPath(path.join(fontsDir, 'DejaVuSans-Bold.ttf'), FONT);
  fontsRegistered = true;
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function expectedNutrients({ values }: LabelDrawing): Partial<Nutrients> {
  const salt = values.salt ?? (values.sodiumMg === undefined ? undefined : (values.sodiumMg * 2.5) / 1000);
  const calories = values.kcal ?? (values.kj === undefined ? undefined : values.kj / 4.184);
  const optional = { calories, fibers: values.fibre, salt, potassium: values.potassiumMg, caffeine: values.caffeineMg };
  return {
    totalFat: values.fat,
    saturatedFat: values.saturates,
    totalCarbohydrates: values.carbs,
    sugars: values.sugars,
    proteins: values.protein,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

type Row = [label: string, ...cells: string[]];

/** The rows of the table: label, value per 100, and with a portion, the portion's value and its %RI. */
function tableRows(drawing: LabelDrawing): { header: Row | null; rows: Row[]; title: string } {
  const words = WORDS[drawing.language];
  const unitSymbol = drawing.unit === 'milliliter' ? 'ml' : 'g';
  const space = drawing.spacedUnits ? ' ' : '';
  const number = (value: number) => (drawing.decimalComma ? String(value).replace('.', ',') : String(value));
  const amount = (value: number, unit: string) =>
    `${number(value)}${unit === 'kJ' || unit === 'kcal' ? ' ' : space}${unit}`;
  const portion = drawing.portion;
  const ri = (value: number, reference: number | undefined) =>
    reference === undefined ? '' : `${Math.round((value / reference) * 100)}%`;

  /** The cells of one printed value: per 100, then per portion and %RI when the label has them. */
  const cells = (value: number, unit: string, reference?: number): string[] => {
    if (portion === undefined) return [amount(value, unit)];
    const perPortion =
      unit === 'kJ' || unit === 'kcal' ? Math.round((value * portion) / 100) : roundTo((value * portion) / 100, 1);
    return [amount(value, unit), amount(perPortion, unit), ri(perPortion, reference)];
  };
  const { values } = drawing;
  const rows: Row[] = [];
  if (values.kj !== undefined && values.kcal !== undefined && drawing.energy === 'one-row') {
    const kj = cells(values.kj, 'kJ', REFERENCE_INTAKES.kj);
    const kcal = cells(values.kcal, 'kcal', REFERENCE_INTAKES.kcal);
    rows.push([words.energy, ...kj.map((cell, i) => (i === 2 ? (kcal[2] ?? '') : `${cell} / ${kcal[i]}`))]);
  } else {
    if (values.kj !== undefined) rows.push([words.energy, ...cells(values.kj, 'kJ', REFERENCE_INTAKES.kj)]);
    if (values.kcal !== undefined)
      rows.push([values.kj === undefined ? words.energy : '', ...cells(values.kcal, 'kcal', REFERENCE_INTAKES.kcal)]);
  }
  rows.push([words.fat, ...cells(values.fat, 'g', REFERENCE_INTAKES.fat)]);
  rows.push([words.saturates, ...cells(values.saturates, 'g', REFERENCE_INTAKES.saturates)]);
  rows.push([words.carbs, ...cells(values.carbs, 'g', REFERENCE_INTAKES.carbs)]);
  rows.push([words.sugars, ...cells(values.sugars, 'g', REFERENCE_INTAKES.sugars)]);
  if (values.fibre !== undefined) rows.push([words.fibre, ...cells(values.fibre, 'g')]);
  rows.push([words.protein, ...cells(values.protein, 'g', REFERENCE_INTAKES.protein)]);
  if (values.salt !== undefined) rows.push([words.salt, ...cells(values.salt, 'g', REFERENCE_INTAKES.salt)]);
  if (values.sodiumMg !== undefined) rows.push([words.sodium, ...cells(values.sodiumMg, 'mg')]);
  if (values.potassiumMg !== undefined) rows.push([words.potassium, ...cells(values.potassiumMg, 'mg')]);
  if (values.caffeineMg !== undefined) rows.push([words.caffeine, ...cells(values.caffeineMg, 'mg')]);

  const basis = `${words.per} 100 ${unitSymbol}`;
  const header: Row | null =
    drawing.basisInTitle && portion === undefined
      ? null
      : [
          words.values,
          basis,
          ...(portion === undefined ? [] : [`${words.portion} (${portion} ${unitSymbol})`, words.ri]),
        ];
  return { header, rows, title: drawing.basisInTitle ? `${words.title} ${basis.toLowerCase()}` : words.title };
}

const FONT_SIZE = 28;
const ROW_HEIGHT = 46;
const MARGIN = 30;

export function drawTable(drawing: LabelDrawing): Canvas {
  registerFonts();
  const { header, rows, title } = tableRows(drawing);
  const measure = createCanvas(10, 10).getContext('2d');
  measure.font = `bold ${FONT_SIZE}px "${FONT}"`;
  const allRows = header ? [header, ...rows] : rows;
  const columnCount = Math.max(...allRows.map((row) => row.length));
  const widths = Array.from(
    { length: columnCount },
    (_, column) => Math.max(...allRows.map((row) => measure.measureText(row[column] ?? '').width)) + 40,
  );
  const width =
    Math.max(
      widths.reduce((sum, w) => sum + w, 0),
      measure.measureText(title).width,
    ) +
    2 * MARGIN;
  const height = 2 * MARGIN + ROW_HEIGHT * (allRows.length + 1.3);

  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  const context = canvas.getContext('2d');
  const ink = drawing.look?.ink ?? '#111111';
  context.fillStyle = drawing.look?.paper ?? '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = ink;
  context.strokeStyle = ink;
  context.lineWidth = 2;
  context.textBaseline = 'middle';
  context.font = `bold ${FONT_SIZE + 4}px "${FONT}"`;
  context.fillText(title, MARGIN, MARGIN + ROW_HEIGHT / 2);

  let y = MARGIN + ROW_HEIGHT * 1.3;
  allRows.forEach((row, index) => {
    context.beginPath();
    context.moveTo(MARGIN, y);
    context.lineTo(canvas.width - MARGIN, y);
    context.stroke();
    context.font = `${index === 0 && header ? 'bold ' : ''}${FONT_SIZE}px "${FONT}"`;
    let x = MARGIN + 8;
    row.forEach((cell, column) => {
      context.fillText(cell, x, y + ROW_HEIGHT / 2);
      x += widths[column] ?? 0;
    });
    y += ROW_HEIGHT;
  });
  context.beginPath();
  context.moveTo(MARGIN, y);
  context.lineTo(canvas.width - MARGIN, y);
  context.stroke();
  return canvas;
}

export function tilted(source: Canvas, degrees: number, paper: string): Canvas {
  const radians = (degrees * Math.PI) / 180;
  const pad = Math.ceil(Math.abs(Math.sin(radians)) * Math.max(source.width, source.height)) + 20;
  const canvas = createCanvas(source.width + 2 * pad, source.height + 2 * pad);
  const context = canvas.getContext('2d');
  context.fillStyle = paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(radians);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

export function blurred(source: Canvas, radius: number): Canvas {
  const canvas = createCanvas(source.width, source.height);
  const context = canvas.getContext('2d');
  context.filter = `blur(${radius}px)`;
  context.drawImage(source, 0, 0);
  return canvas;
}

function withNoise(canvas: Canvas, share: number, seed: number): Canvas {
  const random = seededRandom(seed);
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let offset = 0; offset < image.data.length; offset += 4) {
    if (random() >= share) continue;
    const grey = Math.floor(random() * 256);
    image.data[offset] = grey;
    image.data[offset + 1] = grey;
    image.data[offset + 2] = grey;
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

export function renderLabel(drawing: LabelDrawing): Buffer {
  const look = drawing.look ?? {};
  let canvas = drawTable(drawing);
  if (look.tilt) canvas = tilted(canvas, look.tilt, look.paper ?? '#ffffff');
  if (look.blur) canvas = blurred(canvas, look.blur);
  if (look.noise) canvas = withNoise(canvas, look.noise, drawing.seed ?? 1);
  return canvas.toBuffer('image/png');
}

const labelCase = (name: string, drawing: LabelDrawing): LabelCase => ({
  name,
  expected: { unit: drawing.unit, nutrients: expectedNutrients(drawing) },
  render: () => renderLabel(drawing),
});

const BISCUIT: PrintedValues = {
  kj: 2085,
  kcal: 497,
  fat: 22.6,
  saturates: 11.6,
  carbs: 66.3,
  sugars: 37.3,
  fibre: 3.1,
  protein: 5.5,
  salt: 0.6,
};
const YOGHURT: PrintedValues = {
  kj: 397,
  kcal: 95,
  fat: 5.1,
  saturates: 3.3,
  carbs: 7.4,
  sugars: 7.4,
  protein: 4.6,
  salt: 0.12,
};
const BREAD: PrintedValues = {
  kj: 1046,
  kcal: 248,
  fat: 3.2,
  saturates: 0.6,
  carbs: 41.5,
  sugars: 3.8,
  fibre: 6.9,
  protein: 10.6,
  salt: 1.1,
};
const CHEESE: PrintedValues = {
  kj: 1502,
  kcal: 362,
  fat: 29,
  saturates: 19,
  carbs: 0,
  sugars: 0,
  protein: 25,
  salt: 1.8,
};
const MUESLI: PrintedValues = {
  kj: 1590,
  kcal: 378,
  fat: 8.4,
  saturates: 1.6,
  carbs: 58.2,
  sugars: 15.9,
  fibre: 8.7,
  protein: 10.3,
  salt: 0.05,
};
const JUICE: PrintedValues = {
  kj: 188,
  kcal: 45,
  fat: 0,
  saturates: 0,
  carbs: 10.2,
  sugars: 9.6,
  protein: 0.7,
  salt: 0.01,
  potassiumMg: 190,
};
const COLA: PrintedValues = {
  kj: 180,
  kcal: 42,
  fat: 0,
  saturates: 0,
  carbs: 10.6,
  sugars: 10.6,
  protein: 0,
  salt: 0,
  caffeineMg: 10,
};
const ENERGY_DRINK: PrintedValues = {
  kj: 193,
  kcal: 46,
  fat: 0,
  saturates: 0,
  carbs: 11,
  sugars: 11,
  protein: 0,
  salt: 0.1,
  caffeineMg: 32,
};
const CRISPS: PrintedValues = {
  kj: 2232,
  kcal: 535,
  fat: 33.4,
  saturates: 2.9,
  carbs: 50.6,
  sugars: 0.6,
  fibre: 4.3,
  protein: 6.3,
  salt: 1.3,
};
const CEREAL: PrintedValues = {
  kj: 1610,
  kcal: 381,
  fat: 2.1,
  saturates: 0.5,
  carbs: 79.5,
  sugars: 21.3,
  fibre: 5.1,
  protein: 8.2,
  salt: 0.78,
};
const PASTA: PrintedValues = {
  kj: 1521,
  kcal: 359,
  fat: 2,
  saturates: 0.5,
  carbs: 70.2,
  sugars: 3.5,
  fibre: 3,
  protein: 12.5,
  salt: 0.01,
};
const PEANUT_BUTTER: PrintedValues = {
  kj: 2594,
  kcal: 626,
  fat: 50.1,
  saturates: 9.6,
  carbs: 11.6,
  sugars: 5.9,
  fibre: 7.1,
  protein: 27.4,
  salt: 1.05,
};
const CHOCOLATE: PrintedValues = {
  kj: 2252,
  kcal: 539,
  fat: 30.9,
  saturates: 18.6,
  carbs: 57.1,
  sugars: 56.3,
  fibre: 2.4,
  protein: 6.3,
  salt: 0.2,
};
const SOUP: PrintedValues = {
  kj: 176,
  kcal: 42,
  fat: 1.6,
  saturates: 0.2,
  carbs: 5.4,
  sugars: 2.1,
  fibre: 0.9,
  protein: 1.1,
  salt: 0.75,
};
const HUMMUS: PrintedValues = {
  kj: 1332,
  kcal: 321,
  fat: 26.5,
  saturates: 2.2,
  carbs: 9.7,
  sugars: 0.6,
  fibre: 5.8,
  protein: 7.4,
  salt: 0.9,
};
const MILK: PrintedValues = {
  kj: 195,
  kcal: 46,
  fat: 1.5,
  saturates: 1,
  carbs: 4.8,
  sugars: 4.8,
  protein: 3.5,
  salt: 0.1,
};

/**
 * The generated labels with what each prints; at least 20, so that the share of fields read right is judged on 180
 * fields or more (label-images.test.ts).
 */
export const LABEL_CASES: readonly LabelCase[] = [
  labelCase('English, clean, biscuits', { language: 'en', unit: 'gram', values: BISCUIT, energy: 'two-rows' }),
  labelCase('English, clean, yoghurt, spaced units', {
    language: 'en',
    unit: 'gram',
    values: YOGHURT,
    energy: 'one-row',
    spacedUnits: true,
  }),
  labelCase('Dutch, clean, bread, basis in title', {
    language: 'nl',
    unit: 'gram',
    values: BREAD,
    decimalComma: true,
    basisInTitle: true,
    energy: 'one-row',
  }),
  labelCase('Dutch, clean, cheese', {
    language: 'nl',
    unit: 'gram',
    values: CHEESE,
    decimalComma: true,
    energy: 'two-rows',
    spacedUnits: true,
  }),
  labelCase('German, clean, muesli, decimal commas', {
    language: 'de',
    unit: 'gram',
    values: MUESLI,
    decimalComma: true,
    energy: 'one-row',
    spacedUnits: true,
  }),
  labelCase('English, drink per 100 ml, juice with potassium', {
    language: 'en',
    unit: 'milliliter',
    values: JUICE,
    energy: 'two-rows',
  }),
  labelCase('Dutch, drink per 100 ml, cola with caffeine', {
    language: 'nl',
    unit: 'milliliter',
    values: COLA,
    decimalComma: true,
    energy: 'one-row',
    spacedUnits: true,
  }),
  labelCase('English, drink per 100 ml, energy drink with caffeine', {
    language: 'en',
    unit: 'milliliter',
    values: ENERGY_DRINK,
    energy: 'two-rows',
    spacedUnits: true,
  }),
  labelCase('English, two columns with %RI, crisps', {
    language: 'en',
    unit: 'gram',
    values: CRISPS,
    portion: 30,
    energy: 'two-rows',
  }),
  labelCase('Dutch, two columns with %RI, cereal', {
    language: 'nl',
    unit: 'gram',
    values: CEREAL,
    portion: 40,
    decimalComma: true,
    energy: 'two-rows',
    spacedUnits: true,
  }),
  labelCase('German, two columns with %RM, chocolate', {
    language: 'de',
    unit: 'gram',
    values: CHOCOLATE,
    portion: 25,
    decimalComma: true,
    energy: 'two-rows',
    spacedUnits: true,
  }),
  labelCase('English, tilted 2°, pasta', {
    language: 'en',
    unit: 'gram',
    values: PASTA,
    energy: 'two-rows',
    look: { tilt: 2 },
  }),
  labelCase('Dutch, tilted -3°, peanut butter', {
    language: 'nl',
    unit: 'gram',
    values: PEANUT_BUTTER,
    decimalComma: true,
    energy: 'two-rows',
    spacedUnits: true,
    look: { tilt: -3 },
  }),
  labelCase('English, tilted 4°, chocolate', {
    language: 'en',
    unit: 'gram',
    values: CHOCOLATE,
    energy: 'one-row',
    spacedUnits: true,
    look: { tilt: 4 },
  }),
  labelCase('English, noisy, hummus', {
    language: 'en',
    unit: 'gram',
    values: HUMMUS,
    energy: 'two-rows',
    spacedUnits: true,
    look: { noise: 0.04 },
    seed: 7,
  }),
  labelCase('Dutch, noisy, soup per 100 ml', {
    language: 'nl',
    unit: 'milliliter',
    values: SOUP,
    decimalComma: true,
    energy: 'two-rows',
    look: { noise: 0.06 },
    seed: 11,
  }),
  labelCase('English, blurred, cereal', {
    language: 'en',
    unit: 'gram',
    values: CEREAL,
    energy: 'two-rows',
    spacedUnits: true,
    look: { blur: 1.2 },
  }),
  labelCase('Dutch, blurred, muesli', {
    language: 'nl',
    unit: 'gram',
    values: MUESLI,
    decimalComma: true,
    energy: 'one-row',
    look: { blur: 1.5 },
  }),
  labelCase('English, low contrast, milk per 100 ml', {
    language: 'en',
    unit: 'milliliter',
    values: MILK,
    energy: 'two-rows',
    spacedUnits: true,
    look: { ink: '#8c8c8c', paper: '#c4c4c4' },
  }),
  labelCase('English, kJ only, crisps', {
    language: 'en',
    unit: 'gram',
    values: { ...CRISPS, kcal: undefined },
    spacedUnits: true,
  }),
  labelCase('English, sodium in mg instead of salt, soup', {
    language: 'en',
    unit: 'milliliter',
    values: { ...SOUP, salt: undefined, sodiumMg: 300 },
    energy: 'two-rows',
    spacedUnits: true,
  }),
  labelCase('Dutch, natrium in mg instead of zout, bread', {
    language: 'nl',
    unit: 'gram',
    values: { ...BREAD, salt: undefined, sodiumMg: 440 },
    decimalComma: true,
    energy: 'two-rows',
    spacedUnits: true,
  }),
  labelCase('English, two columns, tilted -2° and noisy, biscuits', {
    language: 'en',
    unit: 'gram',
    values: BISCUIT,
    portion: 21,
    energy: 'two-rows',
    look: { tilt: -2, noise: 0.03 },
    seed: 3,
  }),
  labelCase('Dutch, clean, yoghurt per 100 g', {
    language: 'nl',
    unit: 'gram',
    values: YOGHURT,
    decimalComma: true,
    energy: 'two-rows',
    spacedUnits: true,
  }),
];
