import { buildReferenceFoodRows, readableShortDescription } from './reference-food-rows';
import { parseAbbreviated, parseDescriptions, parseWeights } from './sr-files';
import { abbrevLine, ABBREV_LINES, FOOD_DES_LINES, SAMPLE, type SrFixture, srFileContent } from './testing/sr-fixture';

function rowsOf(fixture: SrFixture) {
  return buildReferenceFoodRows({
    abbreviated: parseAbbreviated(srFileContent(fixture.abbrev, true)),
    descriptions: parseDescriptions(srFileContent(fixture.foodDes)),
    weights: parseWeights(srFileContent(fixture.weight)),
  });
}

const sample = rowsOf(SAMPLE);
const food = (ndbNo: string) => sample.foods.find((row) => row.ndb_no === ndbNo);

describe('reference food rows from SR files', () => {
  it('map ABBREV values to the eleven nutrients per 100 g (salt = sodium mg × 2.5 / 1000)', () => {
    expect(food('09040')).toMatchObject({
      calories: 89,
      total_fat: 0.33,
      saturated_fat: 0.112,
      total_carbohydrates: 22.84,
      sugars: 12.23,
      fibers: 2.6,
      proteins: 1.09,
      salt: 0.0025,
      water: 74.91,
      caffeine: 0,
      potassium: 358,
    });
    expect(food('01001')?.salt).toBe(1.6075); // 643 mg sodium, without floating-point noise
    expect(food('05062')?.salt).toBe(0.1125);
  });

  it('keep "no value" apart while parsing, and store it as 0', () => {
    const line = abbrevLine('99001', 'WATER,ICE', { water: '100', kcal: '0', sodium: '' });
    const [parsed] = parseAbbreviated(srFileContent([line]));
    expect(parsed!.values).toMatchObject({ water: 100, energyKcal: 0, sodiumMg: null, fiber: null, sugars: null });
    const [row] = rowsOf({ abbrev: [line], foodDes: [], weight: [] }).foods;
    expect(row).toMatchObject({ water: 100, calories: 0, salt: 0, fibers: 0, sugars: 0 });
  });

  it('apply the caffeine table by NDB number', () => {
    expect(food('14209')?.caffeine).toBe(40);
    expect(food('09040')?.caffeine).toBe(0);
  });

  it('prefer FOOD_DES long names, else make ABBREV short names readable, and keep the short name', () => {
    expect(food('09040')).toMatchObject({ name: 'Bananas, raw', short_name: 'BANANAS,RAW', food_group: '0900' });
    expect(food('01293')).toMatchObject({
      name: 'Yogurt, greek, pln, whl milk',
      short_name: 'YOGURT,GREEK,PLN,WHL MILK',
      food_group: null,
    });
    expect(readableShortDescription('CAFÉ AU LAIT,INST,  PDR')).toBe('Café au lait, inst, pdr');
  });

  it('name every food in English (name, common names, everyday names), common foods in Dutch, normalized', () => {
    const namesOf = (ndbNo: string) =>
      sample.names.filter((row) => row.ndb_no === ndbNo).map((row) => [row.language, row.name, row.normalized]);
    expect(namesOf('09040')).toEqual([
      ['en', 'Bananas, raw', 'bananas raw'],
      ['en', 'banana', 'banana'],
      ['en', 'bananas', 'bananas'],
      ['nl', 'banaan', 'banaan'],
      ['nl', 'bananen', 'bananen'],
    ]);
    expect(namesOf('05062')).toContainEqual(['nl', 'kipfilet', 'kipfilet']);
    expect(namesOf('01293')).toEqual([
      ['en', 'Yogurt, greek, pln, whl milk', 'yogurt greek pln whl milk'],
      ['en', 'greek yogurt', 'greek yogurt'],
      ['en', 'greek yoghurt', 'greek yoghurt'],
      ['nl', 'griekse yoghurt', 'griekse yoghurt'],
    ]);
    // ComName holds names and codes: "Includes USDA Commodity B879" is no name.
    expect(namesOf('08020').filter(([language]) => language === 'en')).toEqual([
      [
        'en',
        "Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes",
        'cereals ready to eat kellogg kelloggs corn flakes',
      ],
      ['en', 'cornflakes', 'cornflakes'],
      ['en', 'corn flakes', 'corn flakes'],
    ]);
    const frankfurter = rowsOf({
      abbrev: [abbrevLine('07022', 'FRANKFURTER,BF,UNHTD')],
      foodDes: [
        '~07022~^~0700~^~Frankfurter, beef, unheated~^~FRANKFURTER,BF,UNHTD~^~hot dog, frank, wiener~^~~^~Y~^~~^0^~~^' +
          '6.25^4.27^9.02^3.87',
      ],
      weight: [],
    });
    expect(frankfurter.names.map((row) => row.name)).toEqual([
      'Frankfurter, beef, unheated',
      'hot dog',
      'frank',
      'wiener',
    ]);
  });

  it('take the WEIGHT measures of imported foods only (SR26 measures of foods SR28 dropped are left out)', () => {
    expect(sample.measures).toEqual([
      { ndb_no: '09040', seq: 2, amount: 1, description: 'cup, sliced', grams: 150 },
      { ndb_no: '09040', seq: 5, amount: 1, description: 'medium (7" to 7-7/8" long)', grams: 118 },
      { ndb_no: '14209', seq: 2, amount: 6, description: 'fl oz', grams: 178 },
    ]);
    expect(sample.foods.map((row) => row.ndb_no)).not.toContain('01261');
  });

  it('flag raw and branded foods and rank raw whole foods first', () => {
    expect(food('09040')).toMatchObject({ is_raw: true, is_branded: false, rank_bias: 1 });
    expect(food('14209')).toMatchObject({ is_raw: false, is_branded: false, rank_bias: 0 });
    expect(food('08020')).toMatchObject({ is_raw: false, is_branded: true, rank_bias: -2 });
    expect(food('01293')).toMatchObject({ is_raw: false, is_branded: false, rank_bias: -1 }); // no FOOD_DES row
  });

  it('refuse a file that is not SR data, naming file and line', () => {
    expect(() => rowsOf({ ...SAMPLE, foodDes: [FOOD_DES_LINES.banana, '~09041~^~0900~'] })).toThrow(
      'FOOD_DES.txt line 2: expected 14 fields, found 2',
    );
    expect(() => rowsOf({ ...SAMPLE, abbrev: [ABBREV_LINES.banana.replace('^89^', '^8g^')] })).toThrow(
      'ABBREV.txt line 1: Energ_Kcal is not a number ("8g")',
    );
  });
});
