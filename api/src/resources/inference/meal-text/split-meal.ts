import { JOINED_NAMES } from './meal-words';

/*
 * Splitting a meal description into the parts that name one food each, keeping each part's words as typed.
 *
 * - Hard separators: a new line, ';', '+', and a comma, except a comma between two digits ('1,5' is Dutch for
 *   1.5; '200, a banana' and '200,banana' are lists).
 * - Word separators: 'and' / 'en' / 'plus' / '&', and 'with' / 'met', which make the next part an addition to
 *   the food before it ('coffee with milk').
 * - Not split: names of one food that hold 'and' / 'en' (JOINED_NAMES: 'macaroni and cheese', 'salt and vinegar
 *   crisps', 'half and half'); a number and a half ('one and a half cups', 'twee en een halve boterham', and at
 *   the end or before 'of': 'a cup and a half of milk', 'a banana and a half'); a separator with nothing on one
 *   side (an 'and' that starts a part after a comma is dropped: 'eggs, toast, and coffee'). There is no
 *   dictionary of food words here to tell 'bread and butter' (two foods) from a dish: dishes named with 'and'
 *   must be listed.
 */

export type PartConnector = 'start' | 'list' | 'and' | 'with';

export interface MealPart {
  /** The part as typed, trimmed, without its separator words and end punctuation. */
  text: string;
  /** What came before it: nothing, a hard separator, 'and' (or 'plus', '&'), or 'with' (an addition). */
  connector: PartConnector;
}

const NUMBER =
  String.raw`(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|` +
  String.raw`een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)`;

/** Stretches of a text that hold a separator word but name one food or one number. */
const UNSPLITTABLE = new RegExp(
  [
    String.raw`(?:${JOINED_NAMES.join('|')})(?![\p{L}\p{N}])`,
    // 'one and a half cups', 'twee en een halve boterham'
    String.raw`${NUMBER}\s+(?:and|en)\s+(?:a|an|een)\s+(?:half|halve)(?![\p{L}\p{N}])`,
    // 'a cup and a half of milk', 'a banana and a half'; not 'een appel en een halve banaan'
    String.raw`(?:${NUMBER}|a|an)\s+\p{L}+\s+(?:and|en)\s+(?:a|an|een)\s+half(?=\s+(?:of|van)\s|[\s.!?]*$)`,
  ]
    .map((pattern) => String.raw`(?<![\p{L}\p{N}])${pattern}`)
    .join('|'),
  'giu',
);

/** A comma not between two digits, a new line, ';' or '+'. */
const HARD_SEPARATOR = /\r?\n|;|\+|(?<!\d),|,(?!\d)/g;

const WORD_SEPARATOR = /\s+(and|en|plus|&|with|met)\s+/giu;

const LEADING_CONNECTOR = /^(and|en|plus|&|with|met)\s+/iu;

const connectorOf = (word: string): PartConnector => (/^(with|met)$/i.test(word) ? 'with' : 'and');

interface Range {
  start: number;
  end: number;
}

function ranges(text: string, pattern: RegExp): (Range & { word: string })[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: match[1] ?? match[0],
  }));
}

/** Cleans a part: trims it, drops end punctuation and a separator word it starts with (which then connects it). */
function cleanPart(raw: string, connector: PartConnector): MealPart | null {
  let text = raw.trim().replace(/[\s.!?:]+$/u, '');
  const leading = LEADING_CONNECTOR.exec(text);
  if (leading) {
    text = text.slice(leading[0].length).trim();
    connector = connectorOf(leading[1]!);
  }
  return text === '' ? null : { text, connector };
}

function splitSegment(segment: string, first: PartConnector): MealPart[] {
  const kept = ranges(segment, UNSPLITTABLE);
  const separators = ranges(segment, WORD_SEPARATOR).filter(
    (separator) => !kept.some((range) => separator.start < range.end && separator.end > range.start),
  );
  const parts: MealPart[] = [];
  let start = 0;
  let connector = first;
  for (const separator of separators) {
    const part = cleanPart(segment.slice(start, separator.start), connector);
    if (part) parts.push(part);
    start = separator.end;
    connector = connectorOf(separator.word);
  }
  const last = cleanPart(segment.slice(start), connector);
  if (last) parts.push(last);
  return parts;
}

export function splitMeal(description: string): MealPart[] {
  const parts: MealPart[] = [];
  let start = 0;
  for (const separator of [
    ...ranges(description, HARD_SEPARATOR),
    { start: description.length, end: description.length },
  ]) {
    parts.push(...splitSegment(description.slice(start, separator.start), parts.length === 0 ? 'start' : 'list'));
    start = separator.end;
  }
  return parts;
}
