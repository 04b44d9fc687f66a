import { catalogueFromFiles } from './catalogue-from-files';
import { readSourceFiles } from './source-files';
import { srDirectories } from './testing/sr-fixture';

const directories = srDirectories();
afterAll(() => directories.cleanup());

describe('catalogueFromFiles', () => {
  it('holds the rows an import writes: every ABBREV food with ranking and nutrients, its names, measures', async () => {
    const directory = directories.create();
    const catalogue = await catalogueFromFiles(directory);
    expect(catalogue.fingerprint).toBe((await readSourceFiles(directory)).fingerprint);
    expect(catalogue.foods.map(({ ndbNo }) => ndbNo)).toEqual(['01001', '01293', '05062', '08020', '09040', '14209']);
    expect(catalogue.foods.find(({ ndbNo }) => ndbNo === '09040')).toMatchObject({
      name: 'Bananas, raw',
      foodGroup: '0900',
      isRaw: true,
      rankBias: 1,
      nutrients: expect.objectContaining({ calories: 89, proteins: 1.09 }),
    });
    expect(catalogue.names).toEqual(
      expect.arrayContaining([
        { ndbNo: '09040', name: 'banana', language: 'en' },
        { ndbNo: '09040', name: 'banaan', language: 'nl' },
      ]),
    );
    expect(catalogue.measures.get('09040')?.map(({ seq }) => seq)).toEqual([2, 5]);
    expect(catalogue.measures.has('01261')).toBe(false);
  });
});
