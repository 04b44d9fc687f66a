import type { Reading } from './label-numbers';
import { energyPairAgrees, kcalOf } from './label-rules';
import { chooseReadings } from './reading-choice';

/*
 * Each rule of label-rules.ts on its own: OCR read a value without its decimal point (cost 0, as read), the
 * point put back costs 1.5, and only the rule under test can tell that the value as read is wrong.
 */

const asRead = (value: number): Reading => ({ value, cost: 0 });
/** The value as read and with its point put back before the last digit. */
const lostPoint = (read: number): Reading[] => [asRead(read), { value: read / 10, cost: 1.5 }];

describe('chooseReadings: the label rules', () => {
  it('keeps every value as read when nothing is broken', () => {
    const { values } = chooseReadings(
      { fat: lostPoint(12), saturates: lostPoint(11), carbohydrate: lostPoint(40), sugars: lostPoint(21) },
      [],
    );
    expect(values).toEqual({ fat: 12, saturates: 11, carbohydrate: 40, sugars: 21 });
  });

  it('sugars within carbohydrate: 11 g of sugars in 8.2 g of carbohydrate was 1.1', () => {
    expect(chooseReadings({ carbohydrate: [asRead(8.2)], sugars: lostPoint(11) }, []).values.sugars).toBe(1.1);
  });

  it('saturates within fat: 26 g of saturates in 5.2 g of fat was 2.6', () => {
    expect(chooseReadings({ fat: [asRead(5.2)], saturates: lostPoint(26) }, []).values.saturates).toBe(2.6);
  });

  it('fibre in its usual range: 21 g was 2.1 when nothing says otherwise', () => {
    expect(chooseReadings({ fibre: lostPoint(21) }, []).values.fibre).toBe(2.1);
  });

  it('salt in its usual range: 19 g was 1.9', () => {
    expect(chooseReadings({ salt: lostPoint(19) }, []).values.salt).toBe(1.9);
  });

  it('no more than 100 g per 100 g: 30 g of protein beside 40 g of fat and 40 g of carbohydrate was 3', () => {
    expect(
      chooseReadings({ fat: [asRead(40)], carbohydrate: [asRead(40)], protein: lostPoint(30) }, []).values.protein,
    ).toBe(3);
  });

  it('the energy close to 4/4/9 (+2 for fibre) of the macros: 26 g of protein was 2.6 in a 300 kcal food', () => {
    const { values, energy } = chooseReadings(
      { fat: [asRead(10)], carbohydrate: [asRead(50)], protein: lostPoint(26) },
      [300],
    );
    expect(values.protein).toBe(2.6);
    expect(energy).toBe(300);
  });

  it('the energy can vouch for an unusual value: 31 g of fibre in cocoa', () => {
    const { values } = chooseReadings(
      { fat: [asRead(21)], carbohydrate: [asRead(12)], protein: [asRead(22)], fibre: lostPoint(31) },
      [387],
    );
    expect(values.fibre).toBe(31);
  });

  it('ignores a printed energy that no combination comes within 20 % of', () => {
    const { values, energy } = chooseReadings({ fat: [asRead(1)], carbohydrate: lostPoint(26) }, [900]);
    expect(values.carbohydrate).toBe(26);
    expect(energy).toBe(900);
  });

  it('does not weigh the energy when the fat row was lost: 71 g of protein would fill in for the fat', () => {
    // A table printing decimals makes the whole 71 cost 2, its point put back 1.5.
    const protein = [
      { value: 71, cost: 2 },
      { value: 7.1, cost: 1.5 },
    ];
    expect(chooseReadings({ carbohydrate: [asRead(11.2)], fibre: [asRead(6.1)], protein }, [330]).values.protein).toBe(
      7.1,
    );
  });

  it('kJ and kcal that disagree: the one the macros confirm wins', () => {
    const macros = { fat: [asRead(22.6)], carbohydrate: [asRead(66.3)], protein: [asRead(5.5)] };
    expect(chooseReadings(macros, [297, 2085 / 4.184]).energy).toBeCloseTo(498.3, 1);
    expect(chooseReadings(macros, [497, 2085 / 4.184]).energy).toBe(497);
  });
});

describe('the rules as functions', () => {
  it('kJ ≈ 4.184 × kcal within 6 %', () => {
    expect(energyPairAgrees(2085, 497)).toBe(true);
    expect(energyPairAgrees(1046, 248)).toBe(true);
    expect(energyPairAgrees(2085, 297)).toBe(false);
  });

  it('counts 9 kcal per g of fat, 4 of carbohydrate and protein, 2 of fibre', () => {
    expect(kcalOf({ fat: 1, carbohydrate: 1, protein: 1, fibre: 1, sugars: 10, saturates: 10, salt: 10 })).toBe(19);
  });
});
