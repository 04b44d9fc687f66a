import type { MealLanguage } from './meal-phrase';

/*
 * The language of a meal description, from the words in it: the one with more marker words wins, English on a
 * tie (also when there are none). Markers are words common in meal descriptions and not written the same in
 * the other language: connectors, number words, units, a few everyday foods.
 */

const DUTCH = new Set([
  'en', 'met', 'een', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'twaalf',
  'halve', 'anderhalf', 'anderhalve', 'kwart', 'paar', 'mijn', 'van', 'wat', 'beetje', 'scheutje', 'ik', 'heb', 'gegeten',
  'eetlepel', 'eetlepels', 'theelepel', 'theelepels', 'el', 'tl', 'kop', 'kopje', 'kopjes', 'mok', 'glas', 'glazen', 'glaasje',
  'blik', 'blikje', 'blikjes', 'fles', 'flesje', 'flesjes', 'kom', 'kommetje', 'schaal', 'schaaltje', 'plak', 'plakje',
  'plakjes', 'snee', 'sneetje', 'sneetjes', 'stuk', 'stuks', 'stukje', 'handje', 'handvol', 'portie', 'porties', 'schep',
  'schepje', 'ons', 'pond', 'klein', 'kleine', 'middelgroot', 'middelgrote', 'groot', 'grote',
  'boterham', 'boterhammen', 'brood', 'ei', 'eieren', 'koffie', 'thee', 'melk', 'kaas', 'kip', 'kipfilet', 'appel',
  'banaan', 'rijst', 'aardappel', 'aardappelen', 'suiker', 'pindakaas', 'hagelslag', 'vla',
]);

const ENGLISH = new Set([
  'and', 'with', 'a', 'an', 'of', 'the', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'ten', 'eleven', 'twelve', 'half', 'quarter', 'couple', 'few', 'dozen', 'my', 'some', 'i', 'had', 'ate',
  'tablespoon', 'tablespoons', 'tbsp', 'teaspoon', 'teaspoons', 'tsp', 'cup', 'cups', 'mug', 'glass', 'glasses', 'can',
  'cans', 'bottle', 'bottles', 'bowl', 'bowls', 'slice', 'slices', 'piece', 'pieces', 'handful', 'portion', 'serving',
  'scoop', 'ounce', 'ounces', 'oz', 'pound', 'pounds', 'lb', 'small', 'medium', 'large', 'big',
  'bread', 'egg', 'eggs', 'coffee', 'tea', 'milk', 'cheese', 'chicken', 'breast', 'apple', 'banana', 'rice',
  'potato', 'potatoes', 'sugar', 'toast', 'butter', 'juice',
]);

export function detectLanguage(description: string): MealLanguage {
  const words = description.toLowerCase().split(/[^\p{L}]+/u);
  const dutch = words.filter((word) => DUTCH.has(word)).length;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  return dutch > english ? 'nl' : 'en';
}
