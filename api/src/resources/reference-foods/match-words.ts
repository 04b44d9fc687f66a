import { normalizeFoodName } from './normalize';

/** Words that never name a food, in either language; SR's "w/" and "wo/" normalize to "w" and "wo". */
const FILLER_WORDS = new Set([
  ...[
    'a',
    'an',
    'the',
    'of',
    'some',
    'my',
    'with',
    'without',
    'and',
    'or',
    'w',
    'wo',
    'in',
    'from',
    'for',
    'only',
    'type',
    'all',
  ],
  ...['de', 'het', 'een', 'van', 'met', 'zonder', 'en', 'mijn', 'wat', 'uit'],
]);

/**
 * A word's stem for matching, the same for singular and plural: "berries" and "berry" → "berri", "cookies" and
 * "cookie" → "cooki", "potatoes" → "potato", "peaches" → "peach", "eggs" → "egg". Not English grammar: both
 * sides of a comparison go through it, so only equality matters. Dutch plurals are in the names table itself.
 */
export function wordStem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}i`;
  if (word.endsWith('ie')) return `${word.slice(0, -2)}i`;
  if (word.endsWith('y')) return `${word.slice(0, -1)}i`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a food name or description that can name a food, in order, normalized, with their stems. */
export function foodWords(text: string): { word: string; stem: string }[] {
  return normalizeFoodName(text)
    .split(' ')
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .map((word) => ({ word, stem: wordStem(word) }));
}

/** The stems of `foodWords`. */
export const foodStems = (text: string): string[] => foodWords(text).map(({ stem }) => stem);

/** Stems of words in names that say nothing about which food it is, so do not count against a name. */
export const NEUTRAL_STEMS: ReadonlySet<string> = new Set([
  ...['raw', 'fresh', 'plain', 'regular', 'commercial', 'prepared', 'enriched'],
  ...['ready', 'to', 'serve', 'eat'],
]);
