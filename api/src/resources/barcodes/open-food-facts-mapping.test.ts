import { decodeBody } from './open-food-facts-client';
import { mapProduct, readProductResponse, toNumber } from './open-food-facts-mapping';
import { readFixture } from './testing/off-fixtures';

const fixture = (file: string): unknown => JSON.parse(decodeBody(readFixture(file)));
const nothingElse = { water: 0, caffeine: 0, potassium: 0 };

/** A minimal product with energy, to vary one rule at a time. */
const product = (fields: Record<string, unknown> = {}, nutriments: Record<string, unknown> = {}) => ({
  product_name: 'Test product',
  ...fields,
  nutriments: { 'energy-kcal_100g': 100, ...nutriments },
});
const found = (fields: Record<string, unknown> = {}, nutriments: Record<string, unknown> = {}) =>
  mapProduct(product(fields, nutriments));

describe('readProductResponse on real Open Food Facts responses', () => {
  it('maps Nutella (v0/v2, per 100 g, kcal given, serving "15g")', () => {
    expect(readProductResponse(fixture('3017620422003.json'))).toEqual({
      kind: 'found',
      fields: {
        name: 'Nutella (Ferrero)',
        isBeverage: false,
        servingSize: 15,
        nutrients: {
          calories: 539,
          totalFat: 30.9,
          saturatedFat: 10.6,
          totalCarbohydrates: 57.5,
          sugars: 56.3,
          fibers: 0,
          proteins: 6.3,
          salt: 0.107,
          ...nothingElse,
        },
      },
    });
  });

  it('maps Fanta: a beverage in cl, energy only in kJ (113 kJ → 27 kcal), numbers as strings', () => {
    expect(readProductResponse(fixture('5449000011527.json'))).toEqual({
      kind: 'found',
      fields: {
        name: 'Fanta Orange',
        isBeverage: true,
        servingSize: 330,
        nutrients: {
          calories: 27,
          totalFat: 0,
          saturatedFat: 0,
          totalCarbohydrates: 6.5,
          sugars: 6.5,
          fibers: 0,
          proteins: 0,
          salt: 0,
          ...nothingElse,
        },
      },
    });
  });

  const bread2019 = {
    kind: 'found',
    fields: {
      name: 'Crousti Moelleux Complet (Jacquet)',
      isBeverage: false,
      servingSize: 60.8,
      // 1100 kJ only; the label's own 263 kcal (energy_value, energy_unit kcal) agrees with it and is kept.
      nutrients: {
        calories: 263,
        totalFat: 4.5,
        saturatedFat: 0.4,
        totalCarbohydrates: 44,
        sugars: 7.2,
        fibers: 5.5,
        proteins: 8.9,
        salt: 1.2,
        ...nothingElse,
      },
    },
  };

  it('maps the 2019 bread: Latin-1 file, energy only in kJ, strings mixed with numbers', () => {
    expect(readProductResponse(fixture('3029330003533_2019.json'))).toEqual(bread2019);
    expect(readProductResponse(fixture('3029330003533_2019.utf8.json'))).toEqual(bread2019);
  });

  it('maps the same bread as a 2025 API v2 response', () => {
    expect(readProductResponse(fixture('3029330003533_v2_2025.json'))).toEqual({
      kind: 'found',
      fields: {
        name: 'Crousti Moelleux Complet Sans Sucre Ajouté 730gr (Jacquet)',
        isBeverage: false,
        servingSize: 60.8,
        nutrients: {
          calories: 246,
          totalFat: 3.4,
          saturatedFat: 0.3,
          totalCarbohydrates: 41,
          sugars: 3.6,
          fibers: 6.7,
          proteins: 9.5,
          salt: 1.1,
          ...nothingElse,
        },
      },
    });
  });

  it('keeps cocoa powder (en:beverages, but 800 g) a food, per 100 g of powder, without a serving size', () => {
    expect(readProductResponse(fixture('7622210288257.json'))).toEqual({
      kind: 'found',
      fields: {
        name: 'Grand Arôme (Poulain)',
        isBeverage: false,
        servingSize: null,
        nutrients: {
          calories: 375,
          totalFat: 3.9,
          saturatedFat: 2.4,
          totalCarbohydrates: 71,
          sugars: 67,
          fibers: 10.5,
          proteins: 7.5,
          salt: 0.03,
          ...nothingElse,
        },
      },
    });
  });

  it('maps Coca-Cola (a search result product): a beverage in ml, caffeine 0.05 g → 50 mg', () => {
    const { products } = fixture('54491472_search-response-trimmed.json') as { products: Record<string, unknown>[] };
    expect(mapProduct(products[0]!)).toEqual({
      name: 'Coca Cola', // the brand "Coca-Cola" is in the name already
      isBeverage: true,
      servingSize: 500,
      nutrients: {
        calories: 42,
        totalFat: 0,
        saturatedFat: 0,
        totalCarbohydrates: 10.6,
        sugars: 10.6,
        fibers: 0,
        proteins: 0,
        salt: 0,
        water: 0,
        caffeine: 50,
        potassium: 0,
      },
    });
  });

  it.each(['not-found_v2_12345678.json', 'not-found_v3_12345678.json'])('reads %s as not found', (file) => {
    expect(readProductResponse(fixture(file))).toEqual({ kind: 'not_found' });
  });
});

describe('readProductResponse', () => {
  it('reads an API v3 product answer', () => {
    expect(readProductResponse({ code: '1234', status: 'success', product: product() })).toMatchObject({
      kind: 'found',
      fields: { name: 'Test product' },
    });
  });

  it('reads a v3 failure and a "product_not_found" result as not found', () => {
    expect(readProductResponse({ status: 'failure', result: { id: 'invalid_code' } })).toEqual({ kind: 'not_found' });
    expect(readProductResponse({ result: { id: 'product_not_found' } })).toEqual({ kind: 'not_found' });
    expect(readProductResponse({ status: '0' })).toEqual({ kind: 'not_found' });
  });

  it('reads a product without a name or without energy as not found (nothing to fill in)', () => {
    expect(readProductResponse({ status: 1, product: product({ product_name: ' ' }) })).toEqual({ kind: 'not_found' });
    expect(
      readProductResponse({ status: 1, product: { product_name: 'No facts', nutriments: { fat_100g: 1 } } }),
    ).toEqual({ kind: 'not_found' });
    expect(readProductResponse({ status: 1, product: { product_name: 'No facts' } })).toEqual({ kind: 'not_found' });
  });

  it.each([
    [null],
    ['text'],
    [[1, 2]],
    [{}],
    [{ status: 1 }],
    [{ status: 1, product: [] }],
    [{ status: 1, product: 'Nutella' }],
  ])('finds %j unusable', (payload) => {
    expect(readProductResponse(payload)).toEqual({ kind: 'unusable' });
  });
});

describe('mapProduct', () => {
  describe('name', () => {
    it('falls back to the name in the product language, English, any language, then the generic name', () => {
      expect(found({ product_name: '', lc: 'fr', product_name_fr: 'Pain', product_name_en: 'Bread' })?.name).toBe(
        'Pain',
      );
      expect(found({ product_name: '', lc: 'fr', product_name_en: 'Bread', product_name_de: 'Brot' })?.name).toBe(
        'Bread',
      );
      expect(
        found({
          product_name: '',
          product_name_de: 'Brot',
          product_name_fr_imported: 'Pain importé',
        })?.name,
      ).toBe('Brot');
      expect(found({ product_name: '', generic_name: 'Sliced  bread ' })?.name).toBe('Sliced bread');
    });

    it('appends the first brand unless the name holds it already (ignoring case and punctuation)', () => {
      expect(found({ brands: 'Jacquet, Harrys' })?.name).toBe('Test product (Jacquet)');
      expect(found({ product_name: 'Coca Cola Zero', brands: 'Coca-Cola' })?.name).toBe('Coca Cola Zero');
      expect(found({ brands: '' })?.name).toBe('Test product');
    });
  });

  describe('calories', () => {
    it('converts kJ to kcal (1 decimal) when no kcal figure is given', () => {
      expect(found({}, { 'energy-kcal_100g': undefined, energy_100g: 113 })?.nutrients.calories).toBe(27);
      expect(
        found({}, { 'energy-kcal_100g': undefined, energy_100g: '1100', energy_unit: 'kJ', energy_value: '1100' })
          ?.nutrients.calories,
      ).toBe(262.9);
      expect(
        found({}, { 'energy-kcal_100g': undefined, 'energy-kj_100g': 1038, energy_100g: 1038 })?.nutrients.calories,
      ).toBe(248.1);
    });

    it('ignores a kcal energy_value that does not agree with the kJ (a per-serving figure)', () => {
      expect(
        found({}, { 'energy-kcal_100g': undefined, energy_100g: 1100, energy_unit: 'kcal', energy_value: 160 })
          ?.nutrients.calories,
      ).toBe(262.9);
    });
  });

  describe('nutrients', () => {
    it('derives salt from sodium (× 2.5) when salt is absent', () => {
      expect(found({}, { sodium_100g: 0.4 })?.nutrients.salt).toBe(1);
      expect(found({}, { sodium_100g: 0.4, salt_100g: 0.9 })?.nutrients.salt).toBe(0.9);
    });

    it('converts caffeine and potassium from grams to milligrams', () => {
      expect(found({}, { caffeine_100g: '0.032', potassium_100g: 0.0123 })?.nutrients).toMatchObject({
        caffeine: 32,
        potassium: 12.3,
      });
    });

    it('reads numeric strings, and takes missing, negative or unreadable values as 0', () => {
      expect(
        found({}, { fat_100g: '3,5', sugars_100g: '< 0.5', proteins_100g: -2, fiber_100g: 'traces', water_100g: '88' })
          ?.nutrients,
      ).toMatchObject({
        totalFat: 3.5,
        sugars: 0.5,
        proteins: 0,
        fibers: 0,
        saturatedFat: 0,
        water: 88,
      });
    });
  });

  describe('isBeverage', () => {
    it('is true for data per 100 ml, whatever the categories', () => {
      expect(found({ nutrition_data_per: '100ml' })?.isBeverage).toBe(true);
    });

    it.each([
      [{ product_quantity_unit: 'ml' }, true],
      [{ product_quantity_unit: 'L' }, true],
      [{ quantity: '1 l' }, true],
      [{ quantity: '6 x 33 cl' }, true],
      [{ quantity: '0.5l' }, true],
      [{ quantity: '800 g' }, false],
      [{ quantity: '1 lb' }, false],
      [{ product_quantity_unit: 'g', quantity: '1 l' }, false],
      [{}, false],
    ])('for an en:beverages product with %j is %s', (fields, expected) => {
      expect(found({ categories_tags: ['en:beverages'], ...fields })?.isBeverage).toBe(expected);
    });

    it('is false for a product sold by volume outside en:beverages', () => {
      expect(found({ categories_tags: ['en:sauces'], quantity: '500 ml' })?.isBeverage).toBe(false);
    });
  });

  describe('servingSize', () => {
    it.each([
      ['15g', 15],
      ['330 ml (une boîte)', 330],
      ['60.8 g - 1 Tranche', 60.8],
      ['2 biscuits (25 g)', 25],
      ['33 cl', 330],
      ['1,5 l', 1500],
      ['1 slice', null],
      ['500 mg', null],
    ])('reads serving_size %j as %j', (servingSize, expected) => {
      expect(found({ serving_size: servingSize })?.servingSize).toBe(expected);
    });

    it('prefers serving_quantity (number or string) when positive', () => {
      expect(found({ serving_quantity: '15', serving_size: '1 portion (20 g)' })?.servingSize).toBe(15);
      expect(found({ serving_quantity: 0, serving_size: '20 g' })?.servingSize).toBe(20);
      expect(found({})?.servingSize).toBeNull();
    });
  });
});

describe('toNumber', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['0,25', 0.25],
    ['~3', 3],
    [-1, null],
    [Number.NaN, null],
    ['', null],
    ['1.2.3', null],
    [null, null],
    [true, null],
  ])('reads %j as %j', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});
