import { foodWords, NEUTRAL_STEMS } from './match-words';
import { type Preparation, preparationFit, preparationsOfWord } from './preparation-words';
import type { ReferenceFood } from './repository';

/*
 * The same food prepared otherwise: "roasted chicken breast" says the everyday name "chicken breast" (SR's raw
 * breast) and a preparation that food lacks, so the search also offers the foods of the same SR noun ("Chicken")
 * prepared as asked, the closest first: the fewest words of SR's name that differ once preparation words are
 * left out ("breast, meat only, cooked, roasted" is closer to "breast, skinless, boneless, meat only, raw" than
 * "breast, meat and skin, cooked, roasted").
 */

/** What each word of SR's name that one food has and the other lacks costs. */
const COST_PER_DIFFERENT_WORD = 5;
/** A variant only nearly prepared as asked (roasted for grilled). */
const COST_NEAR = 15;

interface FoodShape {
  ndbNo: string;
  core: Set<string>;
}

const headOf = (food: ReferenceFood) =>
  foodWords(food.name.split(',')[0] ?? '')
    .map(({ stem }) => stem)
    .join(' ');
const coreOf = (food: ReferenceFood) =>
  new Set(
    foodWords(food.name)
      .filter(({ word, stem }) => preparationsOfWord(word).length === 0 && !NEUTRAL_STEMS.has(stem))
      .map(({ stem }) => stem),
  );

export class FoodVariants {
  readonly #shapes = new Map<string, FoodShape & { head: string }>();
  readonly #byHead = new Map<string, FoodShape[]>();
  readonly #preparedAs: (ndbNo: string) => ReadonlySet<Preparation>;

  constructor(foods: readonly ReferenceFood[], preparedAs: (ndbNo: string) => ReadonlySet<Preparation>) {
    this.#preparedAs = preparedAs;
    for (const food of foods) {
      const shape = { ndbNo: food.ndbNo, core: coreOf(food), head: headOf(food) };
      this.#shapes.set(food.ndbNo, shape);
      const list = this.#byHead.get(shape.head);
      if (list) list.push(shape);
      else this.#byHead.set(shape.head, [shape]);
    }
  }

  /** The foods of the same SR noun as `ndbNo` prepared as asked (every asked word), each with its cost. */
  variantsOf(ndbNo: string, asked: readonly (readonly Preparation[])[]): { key: string; cost: number }[] {
    const source = this.#shapes.get(ndbNo);
    if (!source) return [];
    const variants: { key: string; cost: number }[] = [];
    for (const candidate of this.#byHead.get(source.head) ?? []) {
      if (candidate.ndbNo === ndbNo) continue;
      const fits = asked.map((preparations) => preparationFit(preparations, this.#preparedAs(candidate.ndbNo)));
      if (fits.some((fit) => fit === null)) continue;
      let different = 0;
      for (const stem of source.core) if (!candidate.core.has(stem)) different += 1;
      for (const stem of candidate.core) if (!source.core.has(stem)) different += 1;
      const near = fits.filter((fit) => fit === 'near').length;
      variants.push({ key: candidate.ndbNo, cost: COST_PER_DIFFERENT_WORD * different + COST_NEAR * near });
    }
    return variants;
  }
}
