import { foodStems } from './food-words';
import type { OwnFood } from './own-foods-repository';

/*
 * Which of the user's products or recipes a phrase names. Every word of the product's name must be in the phrase
 * ("oat milk" finds "Oat milk", "2 slices of my sourdough bread" finds "Sourdough"), and the most words win. When
 * the user said "my …", a phrase whose words are all in one of their names is enough ("my granola" finds
 * "Granola with nuts"). A phrase never finds a product by part of its name otherwise: "banana" is not "Banana bread".
 */
export function findOwnFood(words: string, own: boolean, foods: readonly OwnFood[]): OwnFood | null {
  const said = foodStems(words);
  if (said.length === 0) return null;
  const saidSet = new Set(said);
  let best: { food: OwnFood; score: number } | null = null;
  for (const food of foods) {
    const name = foodStems(food.name);
    if (name.length === 0) continue;
    const nameSet = new Set(name);
    const nameSaid = name.every((stem) => saidSet.has(stem));
    const phraseInName = own && said.every((stem) => nameSet.has(stem));
    if (!nameSaid && !phraseInName) continue;
    const score =
      (nameSaid ? 100 : 50) +
      (nameSaid ? name.length : said.length) * 2 -
      (nameSaid ? 0 : name.length - said.length) +
      (food.kind === 'product' ? 1 : 0);
    if (!best || score > best.score) best = { food, score };
  }
  return best?.food ?? null;
}
