import type { MealPhrase, MealUnit } from './meal-phrase';
import {
  FILLER_WORDS,
  JOINED_NAMES,
  OWN_WORDS,
  POSSESSIVES,
  SIZE_WORDS,
  TWO_WORD_UNITS,
  UNIT_WORDS,
  VAGUE_AMOUNT_WORDS,
} from './meal-words';
import { andAHalf, numberToken, readQuantity } from './read-quantity';

/*
 * One part of a meal description ('2 slices of whole-wheat bread') read as amount and food. The amount is said
 * before the food: [my] [number words and numbers, multiplied] [size] [unit] [of / van] [my] [size] food.
 * - 'a 330 ml can of cola': a mass or volume followed by a container: the size wins (330 ml), and
 *   'a can (330 ml) of cola' the same.
 * - a size word before a container ('a large glass') is the container's; before a food it is the unit
 *   ('a medium banana', '2 large eggs').
 * - a unit without a number needs 'of' / 'van' after it ('cup of tea'), or is a Dutch measure word
 *   ('kop koffie'), so that 'glass noodles' stays a food. A unit said without a number counts as one of it.
 * - 'some', 'a splash of', 'een scheutje': no quantity said.
 * - An amount after the food is read when none came before: 'chicken breast 200 g', 'eggs x2'; and 'a banana
 *   and a half', 'a cup and a half of milk'.
 * - 'boterham(men)' is a slice of bread: unit slice, food 'brood'.
 */

const FRACTION_CHARACTERS: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
};

const MASS_OR_VOLUME = new Set<MealUnit>(['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'cl', 'dl', 'l', 'fl oz']);

const BOTERHAM = /^boterham(?:men|metje|metjes)?$/;

const stripPunctuation = (token: string) => token.replace(/^[("'“‘[]+|[)"'”’\].!?:,]+$/gu, '');

/** '200g' → '200', 'g'; '2x' → '2', 'x'; 'x2' → 'x', '2'. Other tokens are left whole. */
function splitGluedAmount(token: string): string[] {
  const glued = /^(\d+(?:\.\d+)?(?:\/\d+)?)([a-zµ]+)$/u.exec(token);
  if (glued && (glued[2] === 'x' || UNIT_WORDS.has(glued[2]!))) return [glued[1]!, glued[2]!];
  const times = /^x(\d+)$/.exec(token);
  return times ? ['x', times[1]!] : [token];
}

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[½¼¾⅓⅔⅛]/gu, (character) => ` ${FRACTION_CHARACTERS[character]} `)
    .replace(/⁄/gu, '/')
    .replace(/(\d),(\d)/g, '$1.$2')
    .split(/\s+/u)
    .map(stripPunctuation)
    .flatMap(splitGluedAmount)
    .filter((token) => token !== '');
}

interface UnitRead {
  unit: MealUnit;
  factor: number;
  bare: boolean;
  next: number;
}

function readUnit(tokens: readonly string[], index: number): UnitRead | null {
  const token = tokens[index] ?? '';
  const twoWord = TWO_WORD_UNITS.get(token);
  if (twoWord && twoWord.next.includes(tokens[index + 1] ?? ''))
    return { unit: twoWord.unit, factor: 1, bare: false, next: index + 2 };
  const word = UNIT_WORDS.get(token);
  return word ? { ...word, next: index + 1 } : null;
}

const startsJoinedName = (tokens: readonly string[], index: number) => {
  const rest = `${tokens.slice(index).join(' ')} `;
  return JOINED_NAMES.some((name) => rest.startsWith(`${name} `));
};

/** A mass or volume, as in '330 ml', at `index`: how much of which unit. */
function readMeasuredSize(tokens: readonly string[], index: number): { amount: number; unit: UnitRead } | null {
  const amount = numberToken(tokens[index]);
  const unit = amount === null ? null : readUnit(tokens, index + 1);
  return amount !== null && unit && MASS_OR_VOLUME.has(unit.unit) ? { amount: amount * unit.factor, unit } : null;
}

class PhraseReader {
  index = 0;
  quantity = 1;
  quantityGiven = false;
  unit: MealUnit | null = null;
  own = false;

  constructor(private readonly tokens: string[]) {}

  private get token(): string | undefined {
    return this.tokens[this.index];
  }

  /** Numbers, possessives, vague amounts and 'of' before the unit or food. */
  readCount(): void {
    while (this.index < this.tokens.length && !startsJoinedName(this.tokens, this.index)) {
      const token = this.token!;
      const quantity = readQuantity(this.tokens, this.index);
      if (quantity) {
        this.quantity *= quantity.value;
        this.quantityGiven = true;
        this.index = quantity.next;
      } else if (POSSESSIVES.has(token)) {
        this.own = true;
        this.index += OWN_WORDS.has(this.tokens[this.index + 1] ?? '') ? 2 : 1;
      } else if (VAGUE_AMOUNT_WORDS.has(token)) {
        this.quantity = 1;
        this.quantityGiven = false;
        this.index += 1;
      } else if ((token === 'x' || token === 'of' || token === 'van') && this.quantityGiven) {
        this.index += 1;
      } else return;
    }
  }

  /** The unit (or size word) at the current token, when there is one and a food follows it. */
  readUnitOrSize(): void {
    const size = SIZE_WORDS.get(this.token ?? '');
    const unit = readUnit(this.tokens, size ? this.index + 1 : this.index);
    if (unit && unit.next < this.tokens.length && this.unitIsMeant(unit)) {
      this.takeUnit(unit);
    } else if (size && this.index + 1 < this.tokens.length) {
      this.unit = size;
      this.quantityGiven = true;
      this.index += 1;
    }
  }

  private unitIsMeant(unit: UnitRead): boolean {
    const following = this.tokens[unit.next];
    return this.quantityGiven || unit.bare || following === 'of' || following === 'van';
  }

  private takeUnit(unit: UnitRead): void {
    this.quantity *= unit.factor;
    this.unit = unit.unit;
    this.quantityGiven = true;
    this.index = unit.next;
    // 'a cup and a half of milk'
    const half = andAHalf(this.tokens, this.index);
    this.quantity += half ? 0.5 * unit.factor : 0;
    this.index += half;
    if (MASS_OR_VOLUME.has(unit.unit)) {
      // 'a 330 ml can of cola': the container after a measured size adds nothing.
      const container = readUnit(this.tokens, this.index);
      if (container && !MASS_OR_VOLUME.has(container.unit) && container.next < this.tokens.length)
        this.index = container.next;
      return;
    }
    // 'a can (330 ml) of cola': a measured size after the container replaces it.
    const size = readMeasuredSize(this.tokens, this.index);
    if (size && size.unit.next < this.tokens.length) {
      this.quantity *= size.amount;
      this.unit = size.unit.unit;
      this.index = size.unit.next;
    }
  }

  /** 'of', articles and possessives between the amount and the food; a size word there ('2 of the large eggs'). */
  skipFillers(): void {
    while (this.index < this.tokens.length - 1) {
      const token = this.token!;
      const size = SIZE_WORDS.get(token);
      if (POSSESSIVES.has(token)) this.own = true;
      else if (size && this.unit === null) this.unit = size;
      else if (!FILLER_WORDS.has(token) && !VAGUE_AMOUNT_WORDS.has(token) && !(OWN_WORDS.has(token) && this.own))
        return;
      this.index += 1;
    }
  }

  /**
   * An amount after the food: 'chicken breast 200 g', 'eggs x2', 'eggs 2x' when none came before it, and the
   * size of a container ('een blikje cola van 330 ml': 330 ml).
   */
  readTrailingAmount(food: string[]): string[] {
    if (food.length < 3) return food;
    if (this.quantityGiven && andAHalf(food, food.length - 3)) {
      // 'a banana and a half'
      this.quantity += 0.5;
      return food.slice(0, -3);
    }
    const measured = readMeasuredSize(food, food.length - 2);
    const container = this.unit !== null && !MASS_OR_VOLUME.has(this.unit);
    if (measured && (!this.quantityGiven || container)) {
      this.quantity = (container ? this.quantity : 1) * measured.amount;
      return this.trailing(food.slice(0, -2), measured.unit.unit);
    }
    const [beforeLast, last] = food.slice(-2) as [string, string];
    const times = beforeLast === 'x' ? numberToken(last) : last === 'x' ? numberToken(beforeLast) : null;
    if (times === null || this.quantityGiven) return food;
    this.quantity = times;
    return this.trailing(food.slice(0, -2), null);
  }

  /** The food without an amount read after it (and an 'of' / 'van' before that amount). */
  private trailing(food: string[], unit: MealUnit | null): string[] {
    this.quantityGiven = true;
    this.unit = unit;
    const last = food.at(-1);
    return food.length > 1 && (last === 'of' || last === 'van') ? food.slice(0, -1) : food;
  }

  /** 'boterham(men)': slices of bread. */
  readBoterham(food: string[]): string[] {
    if (!food.some((word) => BOTERHAM.test(word))) return food;
    if (this.unit === null) this.unit = 'slice';
    return food.map((word) => (BOTERHAM.test(word) ? 'brood' : word));
  }

  read(text: string, addition: boolean): MealPhrase {
    this.readCount();
    this.readUnitOrSize();
    this.skipFillers();
    let food = this.tokens.slice(this.index);
    food = this.readTrailingAmount(food);
    food = this.readBoterham(food);
    const { quantity, quantityGiven, unit, own } = this;
    return { text, quantity, quantityGiven, unit, food: food.join(' '), own, addition };
  }
}

/** One food of a meal description, as typed ('2 slices of whole-wheat bread'); `addition` as its separator said. */
export function parsePhrase(text: string, addition: boolean): MealPhrase {
  return new PhraseReader(tokenize(text)).read(text, addition);
}
