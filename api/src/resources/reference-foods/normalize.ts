/**
 * A food name as it is looked up: lower case, accents and apostrophes removed ("Café" → "cafe", "kiwi's" →
 * "kiwis"), every run of other characters than letters and digits one space, trimmed.
 * "Butter, salted" → "butter salted"; "Crème fraîche" → "creme fraiche".
 */
export function normalizeFoodName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
