import { ReferenceFoodIndex } from '../reference-foods/food-index';
import { testCatalogue } from '../reference-foods/testing/catalogue';
import { ReferenceSearch } from './reference-search';

const search = new ReferenceSearch(
  new ReferenceFoodIndex(
    testCatalogue([
      { ndbNo: '09040', name: 'Bananas, raw', foodGroup: '0900', english: ['banana'], dutch: ['banaan'] },
      {
        ndbNo: '05062',
        name: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
        foodGroup: '0500',
        english: ['chicken breast'],
        dutch: ['kipfilet'],
      },
      {
        ndbNo: '05747',
        name: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, cooked, grilled',
        foodGroup: '0500',
      },
      { ndbNo: '01123', name: 'Egg, whole, raw, fresh', foodGroup: '0100', english: ['egg'], dutch: ['ei'] },
      { ndbNo: '01128', name: 'Egg, whole, cooked, fried', foodGroup: '0100' },
      { ndbNo: '18064', name: 'Bread, wheat', foodGroup: '1800', english: ['bread'], dutch: ['brood'] },
      { ndbNo: '18044', name: 'Bread, rye', foodGroup: '1800' },
    ]),
  ),
);

const found = (words: string) => {
  const match = search.find(words);
  return match && { ndbNo: match.food.ndbNo, ignored: match.ignored };
};

describe('ReferenceSearch (the text fill-in)', () => {
  it('finds a food by an everyday name in either language', () => {
    expect(found('banana')).toEqual({ ndbNo: '09040', ignored: [] });
    expect(found('kipfilet')).toEqual({ ndbNo: '05062', ignored: [] });
  });

  it('takes preparation words into account, also where only a variant of the named food is prepared so', () => {
    expect(found('grilled chicken breast')).toEqual({ ndbNo: '05747', ignored: [] });
    expect(found('gegrilde kipfilet')).toEqual({ ndbNo: '05747', ignored: [] });
    expect(found('gebakken ei')).toEqual({ ndbNo: '01128', ignored: [] });
    expect(found('raw egg')).toEqual({ ndbNo: '01123', ignored: [] });
  });

  it('reads the words as complete: the last one is not a beginning', () => {
    expect(found('bre')).toBeNull();
  });

  it('forgives a slip', () => {
    expect(found('bananna')).toEqual({ ndbNo: '09040', ignored: [] });
  });

  it('drops the fewest words that no name has, keeping the last word when it can, and reports them', () => {
    expect(found('xyzzy bread')).toEqual({ ndbNo: '18064', ignored: ['xyzzy'] });
    expect(found('rye xyzzy bread')).toEqual({ ndbNo: '18044', ignored: ['xyzzy'] });
    expect(found('xyzzy plugh')).toBeNull();
  });
});
