import type { DataExport, ExportedProduct } from '@nutrilog/shared/schemas';
import { insertProduct } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { smallExport } from './testing/small-export';
import { exportOf, importFile } from './testing/transfer-helpers';

/* The food a product was made from (its origin) in the export file and back (docs/decisions.md, "Food database"). */

const t = setupTestApp();

const withProducts = (change: (product: ExportedProduct) => ExportedProduct[]): DataExport => {
  const file = smallExport();
  return { ...file, products: change(file.products[0]!) };
};
const SECOND = '22222222-2222-4222-8222-222222222299';

describe('sourceFood in the export file', () => {
  it('is exported, and an import gives the products their origin back', async () => {
    const owner = await t.signIn();
    await insertProduct(t.db, owner.uuid, { name: 'Bananas, raw', source_food: 'reference:09040' });
    const file = await exportOf(t, owner);
    expect(file.products.map((product) => [product.name, product.sourceFood])).toEqual([
      ['Bananas, raw', 'reference:09040'],
    ]);

    const user = await t.signIn();
    expect((await importFile(t, user, file)).statusCode).toBe(200);
    const products = await t.app.inject({ method: 'GET', url: '/api/products', headers: user.headers });
    expect(products.json().member).toEqual([expect.objectContaining({ name: 'Bananas, raw', origin: 'reference' })]);
    // Stored as made from the food: adding the food again finds the imported product (from_food's idempotence).
    const stored = await t.db.selectFrom('products').select('source_food').where('user_uuid', '=', user.uuid).execute();
    expect(stored).toEqual([{ source_food: 'reference:09040' }]);
  });

  it('may be absent (files written before the food database): the products have no origin', async () => {
    const user = await t.signIn();
    const file = withProducts(({ sourceFood: _omitted, ...product }) => [product as ExportedProduct]);
    expect((await importFile(t, user, file)).statusCode).toBe(200);
    const products = await t.app.inject({ method: 'GET', url: '/api/products', headers: user.headers });
    expect(products.json().member).toEqual([expect.objectContaining({ origin: null })]);
  });

  it('must name a food of the database', async () => {
    const user = await t.signIn();
    const response = await importFile(
      t,
      user,
      withProducts((product) => [{ ...product, sourceFood: 'nutella' }]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'products[0].sourceFood',
        message: 'Source food must be reference:<NDB number> or openFoodFacts:<barcode>.',
      },
    ]);
  });

  it('names one food once among the products that are not deleted', async () => {
    const user = await t.signIn();
    const twice = withProducts((product) => [
      { ...product, sourceFood: 'reference:09040' },
      { ...product, uuid: SECOND, sourceFood: 'reference:09040' },
    ]);
    const response = await importFile(t, user, twice);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'products[1].sourceFood',
        message: 'Another product in the file that is not deleted was made from this food.',
      },
    ]);
    const oneDeleted = withProducts((product) => [
      { ...product, sourceFood: 'reference:09040' },
      { ...product, uuid: SECOND, sourceFood: 'reference:09040', deletedAt: '2024-05-01T10:00:00.000000Z' },
    ]);
    expect((await importFile(t, user, oneDeleted)).statusCode).toBe(200);
  });
});
