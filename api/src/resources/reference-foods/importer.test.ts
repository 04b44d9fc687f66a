import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { setupTestApp } from '../../testing/harness';
import { ensureReferenceFoods, importReferenceFoods } from './importer';
import { findReferenceFoodImport, findReferenceFoodMeasures, findReferenceFoodsByName } from './repository';
import { ReferenceFoodSourceError } from './source-files';
import { SrFormatError } from './sr-format';
import { abbrevLine, SAMPLE, srDirectories } from './testing/sr-fixture';

const t = setupTestApp();
const directories = srDirectories();
afterAll(() => directories.cleanup());

const SAMPLE_COUNTS = { foods: 6, names: 31, measures: 3 };
const WITH_TEA = {
  ...SAMPLE,
  abbrev: [
    ...SAMPLE.abbrev,
    abbrevLine('14355', 'BEVERAGES,TEA,BLK,BREWED,PREP W/ TAP H2O', { water: '99.7', kcal: '1' }),
  ],
};

const foodNumbers = async () =>
  (await t.db.selectFrom('reference_foods').select('ndb_no').orderBy('ndb_no').execute()).map((row) => row.ndb_no);

describe('importReferenceFoods', () => {
  it('imports foods, names and measures, found by a Dutch or English name', async () => {
    const result = await importReferenceFoods(t.db, directories.create());
    expect(result).toEqual({
      status: 'imported',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      ...SAMPLE_COUNTS,
      milliseconds: expect.any(Number),
    });
    expect(await findReferenceFoodImport(t.db)).toEqual({
      fingerprint: result.fingerprint,
      ...SAMPLE_COUNTS,
      importedAt: expect.any(Date),
    });

    const [banana] = await findReferenceFoodsByName(t.db, 'Banaan', 'nl');
    expect(banana).toEqual({
      ndbNo: '09040',
      name: 'Bananas, raw',
      foodGroup: '0900',
      nutrients: {
        calories: 89,
        totalFat: 0.33,
        saturatedFat: 0.112,
        totalCarbohydrates: 22.84,
        sugars: 12.23,
        fibers: 2.6,
        proteins: 1.09,
        salt: 0.0025,
        water: 74.91,
        caffeine: 0,
        potassium: 358,
      },
      isRaw: true,
      isBranded: false,
      rankBias: 1,
    });
    expect(await findReferenceFoodsByName(t.db, 'bananas, RAW')).toEqual([banana]);
    expect(await findReferenceFoodsByName(t.db, 'banaan', 'en')).toEqual([]);
    expect((await findReferenceFoodsByName(t.db, 'koffie'))[0]?.nutrients.caffeine).toBe(40);
    expect(await findReferenceFoodMeasures(t.db, '09040')).toEqual([
      { seq: 2, amount: 1, description: 'cup, sliced', grams: 150 },
      { seq: 5, amount: 1, description: 'medium (7" to 7-7/8" long)', grams: 118 },
    ]);
  });

  it('replaces the previous import whole', async () => {
    await importReferenceFoods(t.db, directories.create(WITH_TEA));
    const fewer = await importReferenceFoods(
      t.db,
      directories.create({ ...SAMPLE, abbrev: SAMPLE.abbrev.slice(0, 2) }),
    );
    expect(fewer).toMatchObject({ foods: 2, measures: 2 });
    expect(await foodNumbers()).toEqual(['01001', '09040']);
    expect(await findReferenceFoodsByName(t.db, 'koffie')).toEqual([]);
    expect(await findReferenceFoodImport(t.db)).toMatchObject({ fingerprint: fewer.fingerprint, foods: 2 });
  });

  it('is all or nothing: a broken file or a refused row leaves the previous import as it was', async () => {
    const previous = await importReferenceFoods(t.db, directories.create());

    const broken = directories.create({ ...SAMPLE, weight: [...SAMPLE.weight, '~09040~^9^1^~half~'] });
    await expect(importReferenceFoods(t.db, broken)).rejects.toThrow(
      new SrFormatError('WEIGHT.txt line 5: expected 7 fields, found 4'),
    );

    await sql`ALTER TABLE reference_food_measures
      ADD CONSTRAINT test_refuses_every_measure CHECK (grams < 0) NOT VALID`.execute(t.db);
    try {
      await expect(importReferenceFoods(t.db, directories.create(WITH_TEA))).rejects.toMatchObject({ code: '23514' });
    } finally {
      await sql`ALTER TABLE reference_food_measures DROP CONSTRAINT test_refuses_every_measure`.execute(t.db);
    }

    expect(await findReferenceFoodImport(t.db)).toMatchObject({ fingerprint: previous.fingerprint, ...SAMPLE_COUNTS });
    expect(await foodNumbers()).toEqual(['01001', '01293', '05062', '08020', '09040', '14209']);
    expect(await findReferenceFoodMeasures(t.db, '09040')).toHaveLength(2);
  });

  it('says which directory or file is missing', async () => {
    const missing = directories.missing();
    await expect(importReferenceFoods(t.db, missing)).rejects.toThrow(
      new ReferenceFoodSourceError(`Cannot read ${missing}: no such file or directory.`),
    );
    const withoutWeights = directories.create();
    fs.rmSync(path.join(withoutWeights, 'WEIGHT.txt'));
    await expect(importReferenceFoods(t.db, withoutWeights)).rejects.toThrow(
      `Cannot read ${withoutWeights}/WEIGHT.txt: no such file or directory.`,
    );
    await expect(importReferenceFoods(t.db, path.join(withoutWeights, 'ABBREV.txt'))).rejects.toThrow(
      `Cannot read ${withoutWeights}/ABBREV.txt: not a directory.`,
    );
    expect(await findReferenceFoodImport(t.db)).toBeUndefined();
  });
});

describe('ensureReferenceFoods', () => {
  it('imports once, and again only when the files change', async () => {
    const directory = directories.create();
    const first = await ensureReferenceFoods(t.db, directory);
    expect(first).toMatchObject({ status: 'imported', ...SAMPLE_COUNTS });
    const { importedAt } = (await findReferenceFoodImport(t.db))!;

    expect(await ensureReferenceFoods(t.db, directory)).toEqual({ ...first, status: 'current', milliseconds: 0 });
    // same files elsewhere
    expect(await ensureReferenceFoods(t.db, directories.create())).toMatchObject({ status: 'current' });
    expect((await findReferenceFoodImport(t.db))!.importedAt).toEqual(importedAt);

    const changed = await ensureReferenceFoods(t.db, directories.create(WITH_TEA));
    expect(changed).toMatchObject({ status: 'imported', foods: 7 });
    expect(changed.fingerprint).not.toBe(first.fingerprint);
    expect((await findReferenceFoodsByName(t.db, 'thee', 'nl')).map((food) => food.ndbNo)).toEqual(['14355']);
  });

  it('fails on a missing directory and leaves what was imported', async () => {
    await ensureReferenceFoods(t.db, directories.create());
    await expect(ensureReferenceFoods(t.db, directories.missing())).rejects.toBeInstanceOf(ReferenceFoodSourceError);
    expect(await findReferenceFoodImport(t.db)).toMatchObject(SAMPLE_COUNTS);
  });
});
