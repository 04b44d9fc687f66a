/** The words of a prompt as the reference search reads them: the matcher's own (reference-foods/match-words.ts). */
export { foodStems, foodWords, wordStem } from '../reference-foods/match-words';
