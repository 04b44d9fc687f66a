import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CAFFEINE_MG_PER_100G } from './caffeine';
import { DUTCH_FOOD_NAMES } from './dutch-names';
import { ENGLISH_FOOD_NAMES } from './english-names';
import type { SrSource } from './reference-food-rows';
import { parseAbbreviated, parseDescriptions, parseWeights, SR_FILES } from './sr-files';

/** A directory that does not hold the SR files. */
export class ReferenceFoodSourceError extends Error {
  override name = 'ReferenceFoodSourceError';
}

/**
 * Raise when the rows made from the same files change (names, ranking, nutrient mapping), so that every
 * database re-imports them. The English and Dutch names and the caffeine table are part of the fingerprint by
 * themselves.
 */
const DERIVATION_VERSION = 2;

export type SrFileContents = Record<keyof typeof SR_FILES, Buffer>;

export interface SrSourceFiles {
  directory: string;
  contents: SrFileContents;
  /** sha256 of the three files' contents and of what this code adds to them: equal fingerprints, equal rows. */
  fingerprint: string;
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT'
    ? 'no such file or directory'
    : code === 'EISDIR'
      ? 'it is a directory'
      : (error as Error).message;
}

async function readSrFile(directory: string, file: string): Promise<Buffer> {
  const location = path.join(directory, file);
  try {
    return await fs.readFile(location);
  } catch (error) {
    throw new ReferenceFoodSourceError(`Cannot read ${location}: ${reasonOf(error)}.`);
  }
}

async function checkDirectory(directory: string): Promise<void> {
  let stats;
  try {
    stats = await fs.stat(directory);
  } catch (error) {
    throw new ReferenceFoodSourceError(`Cannot read ${directory}: ${reasonOf(error)}.`);
  }
  if (!stats.isDirectory()) throw new ReferenceFoodSourceError(`Cannot read ${directory}: not a directory.`);
}

export function fingerprintOf(contents: SrFileContents): string {
  const hash = createHash('sha256').update(`nutrilog reference foods v${DERIVATION_VERSION}\n`);
  for (const [key, file] of Object.entries(SR_FILES)) {
    const content = contents[key as keyof SrFileContents];
    hash.update(`${file} ${content.length}\n`).update(content);
  }
  return hash
    .update(JSON.stringify(ENGLISH_FOOD_NAMES))
    .update(JSON.stringify(DUTCH_FOOD_NAMES))
    .update(JSON.stringify(CAFFEINE_MG_PER_100G))
    .digest('hex');
}

/**
 * Reads ABBREV.txt, FOOD_DES.txt and WEIGHT.txt from `directory`; throws ReferenceFoodSourceError when one cannot be
 * read.
 */
export async function readSourceFiles(directory: string): Promise<SrSourceFiles> {
  await checkDirectory(directory);
  const contents = {} as SrFileContents;
  for (const [key, file] of Object.entries(SR_FILES))
    contents[key as keyof SrFileContents] = await readSrFile(directory, file);
  return { directory, contents, fingerprint: fingerprintOf(contents) };
}

/** Parses the files; throws SrFormatError (naming file and line) on anything that is not SR data. */
export function parseSourceFiles(files: SrSourceFiles): SrSource {
  return {
    abbreviated: parseAbbreviated(files.contents.abbreviated),
    descriptions: parseDescriptions(files.contents.descriptions),
    weights: parseWeights(files.contents.weights),
  };
}
