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

export function nameDocument<K>(key: K, name: string, bonus = 0): NameDocument<K> | null {
  const said = foodWords(name);
  if (said.length === 0) return null;
  const commaAt = name.indexOf(',');
  const headLength = commaAt < 0 ? said.length : foodWords(name.slice(0, commaAt)).length;
  return {
    key,
    name,
    words: said.map(({ word }) => word),
    stems: said.map(({ stem }) => stem),
    neutral: said.map(({ stem }) => NEUTRAL_STEMS.has(stem)),
    headLength,
    bonus,
  };
}

/** The terms a name is found by: its words, their stems, and each two neighbouring words written as one ("kip filet": "kipfilet"). */
export function termsOf(document: NameDocument<unknown>): string[] {
  const terms = new Set([...document.words, ...document.stems]);
  for (let index = 0; index + 1 < document.words.length; index += 1) terms.add(`${document.words[index]}${document.words[index + 1]}`);
  return [...terms];
}
