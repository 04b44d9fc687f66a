/*
 * What ranking needs to know of a reference food, derived once at import: whether it is raw, whether it is a
 * branded product, and a bias to add to a match score, so that among foods matching a prompt equally well
 * "chicken breast" finds the raw breast before breaded tenders and whole foods come before branded ones.
 */

/** Acronyms in SR's long descriptions that are not brand names. */
const NOT_BRANDS = new Set(['USDA', 'NFS', 'NFSMI', 'DHA', 'ARA', 'BBQ', 'VPP', 'UHT']);

/** Food groups of composite or special foods: fast foods, restaurant foods, meals, baby foods, regional foods. */
const PREPARED_GROUPS = new Set(['0300', '2100', '2200', '3500', '3600']);

export interface RankingInput {
  /** FOOD_DES long description, or ABBREV's short one for foods that FOOD_DES lacks. */
  description: string;
  /** From FOOD_DES; null when the food has no FOOD_DES row (added after SR26). */
  foodGroup: string | null;
  manufacturer: string | null;
}

export interface Ranking {
  isRaw: boolean;
  isBranded: boolean;
  /**
   * +1 raw; -2 branded; -1 in a prepared-food group; -1 without a FOOD_DES row (named only by short description,
   * often branded); -1 for SR's salted variant of a food ("Broccoli, cooked, boiled, drained, with salt").
   */
  rankBias: number;
}

/** Raw and not cooked ("Apples, raw, without skin, cooked, boiled" is cooked). */
const isRawDescription = (description: string) =>
  /\braw\b/i.test(description) && !/\b(cooked|ckd)\b/i.test(description);

/**
 * Branded: SR names a manufacturer, or the long description has a word in capitals (SR writes brand names in
 * capitals: "Cereals ready-to-eat, KELLOGG, KELLOGG'S ALL-BRAN"). Short descriptions are all capitals, so they say
 * nothing.
 */
function isBrandedFood(input: RankingInput): boolean {
  if (input.manufacturer !== null) return true;
  if (input.foodGroup === null) return false;
  const capitalWords = input.description.match(/\b[A-Z][A-Z'&.-]*[A-Z]\b/g) ?? [];
  return capitalWords.some((word) => !NOT_BRANDS.has(word));
}

/** SR's salted variants say "with salt" (or "w/ salt"); their plain twins say "without salt". */
const isSaltedVariant = (description: string) => /\b(with|w\/) ?salt\b/i.test(description);

export function rankReferenceFood(input: RankingInput): Ranking {
  const isRaw = isRawDescription(input.description);
  const isBranded = isBrandedFood(input);
  const prepared = input.foodGroup !== null && PREPARED_GROUPS.has(input.foodGroup);
  const rankBias =
    (isRaw ? 1 : 0) -
    (isBranded ? 2 : 0) -
    (prepared ? 1 : 0) -
    (input.foodGroup === null ? 1 : 0) -
    (isSaltedVariant(input.description) ? 1 : 0);
  return { isRaw, isBranded, rankBias };
}
