import { ReferenceFoodIndex } from './food-index';
import { testCatalogue } from './testing/catalogue';

/* Ranking rules on a few foods as SR names them, with everyday names from the tables (their NDB numbers are real). */
const index = new ReferenceFoodIndex(
  testCatalogue([
    { ndbNo: '09040', name: 'Bananas, raw', foodGroup: '0900', english: ['banana'], dutch: ['bananen', 'banaan'] },
    { ndbNo: '09041', name: 'Bananas, dehydrated, or banana powder', foodGroup: '0900' },
    { ndbNo: '19400', name: 'Snacks, banana chips', foodGroup: '1900' },
    { ndbNo: '03000', name: 'Babyfood, bananas, strained', foodGroup: '0300' },
    { ndbNo: '11090', name: 'Broccoli, raw', english: ['raw broccoli'] },
    {
      ndbNo: '11091',
      name: 'Broccoli, cooked, boiled, drained, without salt',
      english: ['broccoli'],
      dutch: ['broccoli'],
    },
    { ndbNo: '11742', name: 'Broccoli, cooked, boiled, drained, with salt' },
    {
      ndbNo: '11367',
      name: 'Potatoes, boiled, cooked without skin, flesh, without salt',
      english: ['potato'],
      dutch: ['aardappel'],
    },
    { ndbNo: '11674', name: 'Potato, baked, flesh and skin, without salt' },
    { ndbNo: '11828', name: 'Potatoes, baked, flesh and skin, with salt' },
    {
      ndbNo: '05062',
      name: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
      foodGroup: '0500',
      english: ['chicken breast'],
      dutch: ['kipfilet'],
    },
    { ndbNo: '05057', name: 'Chicken, broilers or fryers, breast, meat and skin, raw', foodGroup: '0500' },
    { ndbNo: '05060', name: 'Chicken, broilers or fryers, breast, meat and skin, cooked, roasted', foodGroup: '0500' },
    { ndbNo: '05064', name: 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', foodGroup: '0500' },
    { ndbNo: '07933', name: 'Chicken breast, oven-roasted, fat-free, sliced', foodGroup: '0700' },
    { ndbNo: '08020', name: "Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes", foodGroup: '0800' },
    { ndbNo: '08090', name: 'Cereals, corn grits, white, regular and quick, enriched, dry', foodGroup: '0800' },
  ]),
);

const first = (query: string) => index.search(query, 'en')[0]?.food.ndbNo;
const order = (query: string) => index.search(query, 'en').map(({ food }) => food.ndbNo);

describe('ReferenceFoodIndex.search', () => {
  it('finds a food by any of its names, English or Dutch, for either language', () => {
    expect(first('banana')).toBe('09040');
    expect(first('banaan')).toBe('09040');
    expect(index.search('banana', 'nl')[0]?.name).toBe('Banaan');
    expect(index.search('banaan', 'en')[0]?.name).toBe('Bananas, raw');
  });

  it('puts whole foods before prepared and baby foods, and the exact name before one starting with the words', () => {
    const bananas = order('banana');
    expect(bananas[0]).toBe('09040');
    expect(bananas.at(-1)).toBe('03000');
  });

  it('reads an unfinished last word and forgives a slip', () => {
    expect(first('banan')).toBe('09040');
    expect(first('bananna')).toBe('09040');
    expect(first('chikcen breast')).toBe('05062');
  });

  it('lets an everyday name win over a raw food whose catalogue name has the same words', () => {
    expect(first('broccoli')).toBe('11091');
    expect(first('raw broccoli')).toBe('11090');
  });

  it('ranks a salted variant below its twin', () => {
    expect(order('broccoli boiled')).toEqual(['11091', '11742']);
  });

  it('answers a preparation word with a food prepared so, even when its name does not say it', () => {
    expect(first('gekookte aardappel')).toBe('11367');
    expect(first('boiled potato')).toBe('11367');
  });

  it('offers the same food prepared as asked, the closest variant first', () => {
    expect(first('raw chicken breast')).toBe('05062');
    expect(first('roasted chicken breast')).toBe('05064');
    expect(first('baked potato')).toBe('11674');
    expect(
      index
        .search('gebakken aardappel', 'nl')
        .slice(0, 2)
        .map(({ food }) => food.ndbNo),
    ).toEqual(['11674', '11828']);
  });

  it('puts branded foods after plain ones', () => {
    expect(order('corn')).toEqual(['08090', '08020']);
  });

  it('answers nothing when a word is in no name', () => {
    expect(index.search('xyzzy', 'en')).toEqual([]);
    expect(index.search('banana xyzzy', 'en')).toEqual([]);
  });
});

describe('ReferenceFoodIndex', () => {
  it('gets a food by its NDB number, with the display name of the language', () => {
    expect(index.get('05062', 'nl')?.name).toBe('Kipfilet');
    expect(index.get('05062', 'en')?.name).toBe(
      'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
    );
    expect(index.get('99999', 'en')).toBeUndefined();
  });

  it('shows the Dutch name the names table lists first, else the English one', () => {
    // The test catalogue lists "bananen" first; the names table "banaan".
    expect(index.get('09040', 'nl')?.name).toBe('Banaan');
    expect(index.get('09041', 'nl')?.name).toBe('Bananas, dehydrated, or banana powder');
  });

  it('has the household measures of a food', () => {
    expect(index.measuresOf('09040')).toEqual([{ seq: 1, amount: 1, description: 'medium', grams: 118 }]);
    expect(index.measuresOf('05062')).toEqual([]);
  });
});
