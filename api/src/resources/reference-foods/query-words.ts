import { foodWords, NEUTRAL_STEMS, wordStem } from './match-words';
import { type Preparation, preparationsOfWord } from './preparation-words';
import { MIN_TYPO_LENGTH, type TypoFinder } from './typo';

/*
 * The typed words, each with the vocabulary terms it may stand for: itself and its stem; when it is the last word
 * and still being typed, every term it begins ("banan": "bananas"); when the vocabulary lacks it, the terms one
 * typing slip away ("bananna": "banana"), or two for long words ("brocolli": "broccoli").
 */

export type WordMatch = 'exact' | 'prefix' | 'typo' | 'twoTypos';

export interface QueryWord {
  word: string;
  /** The term → how the word matches it. */
  terms: Map<string, WordMatch>;
  /** What the word says of the preparation ("gekookte": boiled, cooked); empty for other words. */
  preparations: readonly Preparation[];
  /** A word such as "fresh" or "plain": a name need not have it. */
  neutral: boolean;
  /**
   * An unfinished last word too short to look up its completions ("peanut b"): any word of a name that begins
   * with it answers it, but it does not choose which names are read.
   */
  beginning?: string;
}

export interface Vocabulary {
  has(term: string): boolean;
  /** The terms that begin with `prefix`, the prefix itself included when it is one. */
  completionsOf(prefix: string): string[];
  typos: TypoFinder;
}

/** An unfinished word shorter than this has too many completions to look up: it is a `beginning` instead. */
const MIN_PREFIX_LENGTH = 2;

/** Whether the text ends inside a word, so that its last word may be unfinished ("banan" but not "banan "). */
export const endsInWord = (text: string) => /[\p{L}\p{N}]$/u.test(text);

function queryWord(word: string, last: boolean, partial: boolean, vocabulary: Vocabulary): QueryWord {
  const stem = wordStem(word);
  const terms = new Map<string, WordMatch>([
    [word, 'exact'],
    [stem, 'exact'],
  ]);
  let completed = false;
  if (last && partial && word.length >= MIN_PREFIX_LENGTH) {
    for (const term of vocabulary.completionsOf(word)) {
      if (!terms.has(term)) terms.set(term, 'prefix');
      completed = true;
    }
  }
  const preparations = preparationsOfWord(word);
  if (
    !vocabulary.has(word) &&
    !vocabulary.has(stem) &&
    !completed &&
    preparations.length === 0 &&
    word.length >= MIN_TYPO_LENGTH
  ) {
    for (const { term, slips } of vocabulary.typos.of(word))
      if (!terms.has(term)) terms.set(term, slips === 1 ? 'typo' : 'twoTypos');
  }
  const beginning = last && partial && word.length < MIN_PREFIX_LENGTH ? { beginning: word } : {};
  return { word, terms, preparations, neutral: preparations.length === 0 && NEUTRAL_STEMS.has(stem), ...beginning };
}

/**
 * The query's words, and the same with two neighbouring words written as one when the vocabulary has that word
 * ("volkoren brood": "volkorenbrood"; "appel sap": "appelsap"). `partial`: the last word may be unfinished.
 */
export function queryReadings(
  text: string,
  partial: boolean,
  vocabulary: Vocabulary,
  maxWords = Infinity,
): QueryWord[][] {
  const words = foodWords(text)
    .map(({ word }) => word)
    .slice(-maxWords);
  const readings = [words];
  for (let index = 0; index + 1 < words.length; index += 1) {
    const joined = `${words[index]}${words[index + 1]}`;
    if (vocabulary.has(joined) || vocabulary.has(wordStem(joined)))
      readings.push([...words.slice(0, index), joined, ...words.slice(index + 2)]);
  }
  return readings.map((reading) =>
    reading.map((word, index) => queryWord(word, index === reading.length - 1, partial, vocabulary)),
  );
}
