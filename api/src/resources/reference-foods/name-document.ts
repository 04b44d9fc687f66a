import { foodWords, NEUTRAL_STEMS } from './match-words';

/*
 * A name as the matcher reads it: its words (normalized, without filler words such as "of" and "with") and their
 * stems, which of them are neutral ("raw", "fresh": no extra word against the name), and how many words the
 * name's first comma-separated part has (SR's noun: "Bananas" in "Bananas, raw").
 */

export interface NameDocument<K> {
  key: K;
  name: string;
  words: string[];
  stems: string[];
  neutral: boolean[];
  headLength: number;
  /** Added to the name's score: curated everyday names rank above catalogue names of the same words. */
  bonus: number;
}

type NameWords = Omit<NameDocument<unknown>, 'key' | 'name' | 'bonus'> & { terms: string[] };

/** Names read before: the same product names are ranked on every search. Emptied when full. */
const readNames = new Map<string, NameWords | null>();
const READ_NAMES_LIMIT = 50_000;

function readName(name: string): NameWords | null {
  const known = readNames.get(name);
  if (known !== undefined) return known;
  const said = foodWords(name);
  const commaAt = name.indexOf(',');
  const words = said.map(({ word }) => word);
  const read =
    said.length === 0
      ? null
      : {
          words,
          stems: said.map(({ stem }) => stem),
          neutral: said.map(({ stem }) => NEUTRAL_STEMS.has(stem)),
          headLength: commaAt < 0 ? said.length : foodWords(name.slice(0, commaAt)).length,
          terms: termsOfWords(
            words,
            said.map(({ stem }) => stem),
          ),
        };
  if (readNames.size >= READ_NAMES_LIMIT) readNames.clear();
  readNames.set(name, read);
  return read;
}

export function nameDocument<K>(key: K, name: string, bonus = 0): (NameDocument<K> & { terms: string[] }) | null {
  const read = readName(name);
  return read && { key, name, bonus, ...read };
}

/**
 * The terms a name is found by: its words, their stems, and each two neighbouring words written as one ("kip filet":
 * "kipfilet").
 */
function termsOfWords(words: readonly string[], stems: readonly string[]): string[] {
  const terms = new Set([...words, ...stems]);
  for (let index = 0; index + 1 < words.length; index += 1) terms.add(`${words[index]}${words[index + 1]}`);
  return [...terms];
}
