import type { ProductUnit } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '@nutrilog/shared/nutrients';
import { numberTokens, plainValue, readingsOf, type Reading } from './label-numbers';
import { type RowKind, rowKindOf, tableLayout } from './label-rows';
import { energyPairAgrees, KJ_PER_KCAL } from './label-rules';
import { type TableStyle, tableStyle } from './label-style';
import type { NumberToken } from './label-token';
import { chooseReadings, type GramKind, type GramReadings } from './reading-choice';

/** What a nutrition label says per 100 g or 100 ml: only the nutrients it prints. */
export interface LabelReading {
  unit: ProductUnit;
  nutrients: Partial<Nutrients>;
  fieldsRead: NutrientKey[];
}

/** Per 100 g nothing has more energy than fat (900 kcal, 3766 kJ): a larger number is another column or noise. */
const MAX_KCAL = 950;

const GRAM_KINDS: readonly GramKind[] = ['fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt'];
const NUTRIENT_OF: Readonly<Record<GramKind, NutrientKey>> = {
  fat: 'totalFat',
  saturates: 'saturatedFat',
  carbohydrate: 'totalCarbohydrates',
  sugars: 'sugars',
  fibre: 'fibers',
  protein: 'proteins',
  salt: 'salt',
};
/** Sodium × 2.5 is salt (EU regulation 1169/2011, Annex I). */
const SALT_PER_SODIUM = 2.5;

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const isEnergyUnit = (token: NumberToken) => token.unit === 'kj' || token.unit === 'kcal';

/** kJ and kcal, with '2.085 kJ' read as a thousands separator. */
function energyValue(token: NumberToken): number {
  return /^[0-9]{1,2}\.[0-9]{3}$/.test(token.raw) ? Number(token.raw.replace('.', '')) : plainValue(token);
}

/** The per-100 kJ and kcal: the column's first of each in the table, or unitless numbers on a row labelled kcal/kJ. */
function readEnergy(lines: readonly string[], column: number): { kj?: number; kcal?: number } {
  const energy: { kj?: number; kcal?: number } = {};
  for (const line of lines) {
    const tokens = numberTokens(line);
    for (const unit of ['kj', 'kcal'] as const) {
      const value = tokens.filter((token) => token.unit === unit)[column];
      if (energy[unit] === undefined && value) energy[unit] = energyValue(value);
    }
    if (rowKindOf(line, null) === 'energy' && !tokens.some(isEnergyUnit)) {
      const value = tokens.filter((token) => token.unit === null)[column];
      const label = line.toLowerCase();
      const unit = /kcal|calorie|kalorie/.test(label) ? 'kcal' : /kj/.test(label) ? 'kj' : null;
      if (value && unit && energy[unit] === undefined) energy[unit] = energyValue(value);
    }
  }
  if ((energy.kcal ?? 0) > MAX_KCAL) delete energy.kcal;
  if ((energy.kj ?? 0) > MAX_KCAL * KJ_PER_KCAL) delete energy.kj;
  return energy;
}

/** The kcal the printed energy may mean, most trusted first: kcal as printed, else kJ / 4.184. */
function energyTargets({ kj, kcal }: { kj?: number; kcal?: number }): number[] {
  if (kcal === undefined) return kj === undefined ? [] : [kj / KJ_PER_KCAL];
  if (kj === undefined || energyPairAgrees(kj, kcal)) return [kcal];
  return [kcal, kj / KJ_PER_KCAL];
}

/** The per-100 cell of each nutrient row: the first row naming a nutrient wins; %RI and kJ/kcal cells never count. */
function rowCells(lines: readonly string[], column: number): Map<RowKind, NumberToken> {
  const cells = new Map<RowKind, NumberToken>();
  let previous: RowKind | null = null;
  for (const line of lines) {
    const kind = rowKindOf(line, previous);
    if (kind === null) continue;
    previous = kind;
    if (kind === 'energy' || cells.has(kind)) continue;
    const cell = numberTokens(line).filter(
      (token) => token.unit !== '%' && token.unit !== 'µg' && !isEnergyUnit(token),
    )[column];
    if (cell) cells.set(kind, cell);
  }
  return cells;
}

function gramReadings(token: NumberToken, style: TableStyle): Reading[] {
  if (token.unit === 'mg') return [{ value: plainValue(token) / 1000, cost: 0 }];
  return readingsOf(token, style);
}

/** Milligrams: as printed, or grams × 1000. */
function milligrams(token: NumberToken): number {
  return token.unit === 'g' ? plainValue(token) * 1000 : plainValue(token);
}

/** Salt from a sodium cell: milligrams when it says so or when the number is too large to be grams. */
function saltFromSodium(token: NumberToken): number {
  const value = plainValue(token);
  const grams = token.unit === 'mg' || (token.unit === null && value >= 5) ? value / 1000 : value;
  return roundTo(grams * SALT_PER_SODIUM, 3);
}

/**
 * Reads the per-100 g (or 100 ml) values of a nutrition table from OCR text: EU/UK/US style, English, Dutch or
 * German words, kJ and kcal, decimal commas, %RI columns ignored, and the usual OCR slips repaired where the
 * printed energy confirms the repair. Never reports a nutrient the text does not show.
 */
export function parseNutritionLabel(ocrText: string): LabelReading {
  const lines = ocrText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const layout = tableLayout(lines);
  const table = lines.slice(layout.firstLine);
  const cells = rowCells(table, layout.per100Column);

  const gramCells = GRAM_KINDS.flatMap((kind) => {
    const cell = cells.get(kind);
    return cell ? [[kind, cell] as const] : [];
  });
  const style = tableStyle(gramCells.map(([, cell]) => cell));
  const options: GramReadings = Object.fromEntries(gramCells.map(([kind, cell]) => [kind, gramReadings(cell, style)]));
  const { values, energy } = chooseReadings(options, energyTargets(readEnergy(table, layout.per100Column)));

  const nutrients: Partial<Nutrients> = {};
  if (energy !== null) nutrients.calories = roundTo(energy, 1);
  for (const kind of GRAM_KINDS) {
    const value = values[kind];
    if (value !== undefined) nutrients[NUTRIENT_OF[kind]] = value;
  }
  const sodium = cells.get('sodium');
  if (nutrients.salt === undefined && sodium) nutrients.salt = saltFromSodium(sodium);
  const potassium = cells.get('potassium');
  if (potassium) nutrients.potassium = milligrams(potassium);
  const caffeine = cells.get('caffeine');
  if (caffeine) nutrients.caffeine = milligrams(caffeine);

  return { unit: layout.unit, nutrients, fieldsRead: NUTRIENT_KEYS.filter((key) => nutrients[key] !== undefined) };
}
