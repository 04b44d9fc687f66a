import { decodeBody, productUrl } from './open-food-facts-client';
import { readProductResponse } from './open-food-facts-mapping';
import { readFixture } from './testing/off-fixtures';

describe('decodeBody', () => {
  it('decodes a Latin-1 body as Latin-1 (the 2019 bread record is not UTF-8)', () => {
    const latin1 = readFixture('3029330003533_2019.json');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(latin1)).toThrow();
    expect(decodeBody(latin1)).toBe(readFixture('3029330003533_2019.utf8.json').toString('utf8'));
  });

  it('decodes UTF-8 as UTF-8, without a byte order mark', () => {
    expect(decodeBody(Buffer.from('{"product_name":"Pâte à tartiner"}', 'utf8'))).toBe(
      '{"product_name":"Pâte à tartiner"}',
    );
    expect(decodeBody(Buffer.from('\uFEFF{"a":"é"}', 'utf8'))).toBe('{"a":"é"}');
  });
});

describe('productUrl', () => {
  it('asks API v2 for the product, limited to the fields the mapping reads', () => {
    const url = new URL(productUrl('https://world.openfoodfacts.org', '3017620422003'));
    expect(url.origin + url.pathname).toBe('https://world.openfoodfacts.org/api/v2/product/3017620422003.json');
    expect(url.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['product_name', 'nutriments', 'categories_tags', 'serving_size']),
    );
  });

  it.each([
    '3017620422003.json',
    '5449000011527.json',
    '3029330003533_2019.json',
    '3029330003533_v2_2025.json',
    '7622210288257.json',
  ])('asks for every field the mapping needs (%s maps the same with only those)', (file) => {
    const fields = new URL(productUrl('https://world.openfoodfacts.org', '1234')).searchParams
      .get('fields')!
      .split(',');
    const { product, ...response } = JSON.parse(decodeBody(readFixture(file))) as { product: Record<string, unknown> };
    const trimmed = {
      ...response,
      product: Object.fromEntries(Object.entries(product).filter(([key]) => fields.includes(key))),
    };
    expect(readProductResponse(trimmed)).toEqual(readProductResponse({ ...response, product }));
  });
});
