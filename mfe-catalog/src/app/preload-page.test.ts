import { createTestApi, jsonResponse } from '@nutrilog/shared/test';
import { preloadCatalogPage } from './preload-page';

const reads = (testApi: ReturnType<typeof createTestApi>) =>
  testApi.requests().map((request) => `${request.method} ${request.url}`);

describe('preloadCatalogPage', () => {
  it.each([
    ['/products/catalog-p1', 'GET /api/products/catalog-p1'],
    ['/products/catalog-p2/edit', 'GET /api/products/catalog-p2'],
    ['/recipes/catalog-r1', 'GET /api/recipes/catalog-r1'],
  ])('%s: reads %s', (to, read) => {
    const testApi = createTestApi({ respond: () => jsonResponse(200, {}) });
    preloadCatalogPage(to, testApi.api);
    expect(reads(testApi)).toEqual([read]);
  });

  it.each(['/products', '/products/create', '/recipes', '/weight'])('%s: reads nothing', (to) => {
    const testApi = createTestApi();
    preloadCatalogPage(to, testApi.api);
    expect(reads(testApi)).toEqual([]);
  });
});
