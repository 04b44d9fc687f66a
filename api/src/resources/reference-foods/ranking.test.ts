import { rankReferenceFood } from './ranking';

const rank = (description: string, foodGroup: string | null = '0500', manufacturer: string | null = null) =>
  rankReferenceFood({ description, foodGroup, manufacturer });

describe('rankReferenceFood', () => {
  it('puts raw foods first, but not raw foods that were cooked', () => {
    expect(rank('Chicken, broilers or fryers, breast, meat only, raw')).toEqual({
      isRaw: true,
      isBranded: false,
      rankBias: 1,
    });
    expect(rank('Chicken, broilers or fryers, breast, meat only, cooked, roasted')).toEqual({
      isRaw: false,
      isBranded: false,
      rankBias: 0,
    });
    expect(rank('Apples, raw, without skin, cooked, boiled', '0900').isRaw).toBe(false);
    expect(rank('CHICKEN,BROILER,BRST,RAW', null)).toEqual({ isRaw: true, isBranded: false, rankBias: 0 });
  });

  it('puts branded foods (a manufacturer, or a brand in capitals) last', () => {
    expect(rank("McDONALD'S, Hamburger", '2100', "McDonald's Corporation")).toEqual({
      isRaw: false,
      isBranded: true,
      rankBias: -3,
    });
    expect(rank("Cereals ready-to-eat, KELLOGG, KELLOGG'S ALL-BRAN Original", '0800')).toMatchObject({
      isBranded: true,
      rankBias: -2,
    });
    expect(rank('USDA Commodity, cheese, cheddar, reduced fat', '0100').isBranded).toBe(false);
    expect(rank('Chicken, broiler, rotisserie, BBQ, breast meat only').isBranded).toBe(false);
    expect(rank('Milk, whole, 3.25% milkfat, with added vitamin D', '0100').isBranded).toBe(false);
  });

  it('ranks fast and restaurant food, meals, baby food below plain foods; foods FOOD_DES lacks below described', () => {
    expect(rank('Fast foods, potato, french fried in vegetable oil', '2100').rankBias).toBe(-1);
    expect(rank('Babyfood, juice, apple', '0300').rankBias).toBe(-1);
    expect(
      rank('Potatoes, french fried, all types, salt added in processing, frozen, oven-heated', '1100').rankBias,
    ).toBe(0);
    expect(rank('YOGURT,GREEK,PLN,WHL MILK', null).rankBias).toBe(-1);
  });

  it('ranks the salted variant of a food below its twin without salt', () => {
    expect(rank('Potatoes, baked, flesh and skin, with salt', '1100').rankBias).toBe(-1);
    expect(rank('Potato, baked, flesh and skin, without salt', '1100').rankBias).toBe(0);
    expect(rank('BROCCOLI,CKD,BLD,DRND,W/SALT', null).rankBias).toBe(-2);
  });
});
