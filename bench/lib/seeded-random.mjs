// Reproducible random choices for the benchmarks: a stream of SHA-256 blocks of `seed:counter`, read as 32-bit
// numbers. The same seed gives the same choices; crypto keeps it free of a PRNG written by hand.
import { createHash } from 'node:crypto';

/** Numbers in [0, 1), and helpers over them. */
export function seededRandom(seed) {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const next = () => {
    if (offset === block.length) {
      block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value / 2 ** 32;
  };
  const random = {
    next,
    /** An integer from min to max, both included. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** A number from min to max with one decimal. */
    decimal: (min, max) => Math.round((min + next() * (max - min)) * 10) / 10,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    /** One of `choices` ({ weight, … }) with a chance proportional to its weight. */
    weighted(choices) {
      let left = next() * choices.reduce((sum, choice) => sum + choice.weight, 0);
      for (const choice of choices) {
        left -= choice.weight;
        if (left < 0) return choice;
      }
      return choices.at(-1);
    },
  };
  return random;
}
