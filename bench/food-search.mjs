// The food search's latency at the API (GET /api/foods): the 8.8k USDA SR reference foods plus the user's 200 products,
// Open Food Facts off. Every request has a URL of its own, so no answer kept in memory is sent: each runs the search
// (the user's names ranked, the reference index searched, the page read). One connection, requests one after another.
import { performance } from 'node:perf_hooks';

export const FOOD_SEARCH_P95_BUDGET_MS = 15;

/** What people type in a food picker, English and Dutch, whole words and beginnings. */
export const FOOD_SEARCH_QUERIES = [
  'banana',
  'apple',
  'chicken breast',
  'raw chicken breast',
  'cooked white rice',
  'rice',
  'milk',
  'whole milk',
  'cheese',
  'cheddar',
  'bread',
  'egg',
  'boiled egg',
  'oats',
  'oatmeal',
  'yogurt',
  'butter',
  'olive oil',
  'salmon',
  'tuna',
  'pasta',
  'potato',
  'broccoli',
  'carrot',
  'orange juice',
  'coffee',
  'tea',
  'chocolate',
  'peanut butter',
  'avocado',
  'kipfilet',
  'volle melk',
  'havermout',
  'gekookte aardappel',
  'kaas',
  'brood',
  'appel',
  'banaan',
  'rijst',
  'ei',
  'ba',
  'chi',
  'mi',
  'pro',
  'gr',
  'Product 1',
  'Product 12',
  'Recipe',
  'bananna',
  'creme fraiche',
];

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** `rounds` passes over the queries after one warm-up pass. Returns { requests, p50, p95, max } in ms. */
export async function measureFoodSearch({ apiUrl, token, rounds = 4 }) {
  const headers = { 'x-api-key': token, 'accept-encoding': 'gzip, deflate, br' };
  let unique = 0;
  const ask = async (q) => {
    unique += 1;
    const started = performance.now();
    const response = await fetch(
      `${apiUrl}/api/foods?${new URLSearchParams({ q, itemsPerPage: '30', bench: String(unique) })}`,
      { headers },
    );
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/foods?q=${q} answered ${response.status}`);
    return performance.now() - started;
  };
  for (const q of FOOD_SEARCH_QUERIES) await ask(q); // warm-up: the reference index is built on first use
  const times = [];
  for (let round = 0; round < rounds; round += 1) for (const q of FOOD_SEARCH_QUERIES) times.push(await ask(q));
  times.sort((a, b) => a - b);
  const round2 = (ms) => Math.round(ms * 100) / 100;
  return {
    requests: times.length,
    p50: round2(percentile(times, 0.5)),
    p95: round2(percentile(times, 0.95)),
    max: round2(times.at(-1)),
  };
}
