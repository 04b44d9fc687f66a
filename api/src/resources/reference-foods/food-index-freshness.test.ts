import { setupTestApp } from '../../testing/harness';
import { IMPORT_RECHECK_MS, referenceFoodIndexOf } from './food-index';
import { importReferenceFoods } from './importer';
import { buildReferenceFoodRows } from './reference-food-rows';
import { replaceReferenceFoods } from './repository';
import { parseSourceFiles, readSourceFiles } from './source-files';
import { abbrevLine, SAMPLE, srDirectories } from './testing/sr-fixture';

/* The index searched is that of the import the database holds: at once after an import in this process, and within
   IMPORT_RECHECK_MS after one by another process (the CLI, or another API process at its start-up). */

const t = setupTestApp();
const directories = srDirectories();
afterAll(() => directories.cleanup());

const WITH_TEA = {
  ...SAMPLE,
  abbrev: [
    ...SAMPLE.abbrev,
    abbrevLine('14355', 'BEVERAGES,TEA,BLK,BREWED,PREP W/ TAP H2O', { water: '99.7', kcal: '1' }),
  ],
};
const findsTea = async () =>
  ((await referenceFoodIndexOf(t.db))?.search('thee', 'nl') ?? []).some((hit) => hit.food.ndbNo === '14355');

/** As another process imports: the rows replaced without this process being told. */
async function importElsewhere(directory: string) {
  const files = await readSourceFiles(directory);
  await t.db
    .transaction()
    .execute((trx) => replaceReferenceFoods(trx, buildReferenceFoodRows(parseSourceFiles(files)), files.fingerprint));
}

describe('referenceFoodIndexOf', () => {
  it('searches an import made in this process at once', async () => {
    await importReferenceFoods(t.db, directories.create());
    expect(await findsTea()).toBe(false);
    await importReferenceFoods(t.db, directories.create(WITH_TEA));
    expect(await findsTea()).toBe(true);
  });

  it("searches another process's import once IMPORT_RECHECK_MS passed, not reading the record before", async () => {
    await importReferenceFoods(t.db, directories.create());
    expect(await findsTea()).toBe(false);
    await importElsewhere(directories.create(WITH_TEA));
    expect(await findsTea()).toBe(false);
    const now = performance.now();
    const clock = jest.spyOn(performance, 'now').mockReturnValue(now + IMPORT_RECHECK_MS);
    try {
      expect(await findsTea()).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});
