import { matchPath } from 'react-router-dom';
import { productKey, recipeKey, type ApiClient } from '@nutrilog/shared/api-client';
import { preloadApiKey } from '@nutrilog/shared/ui';

/** The first data of this remote's pages that show one record: the product or recipe the path names. */
export function preloadCatalogPage(to: string, api: ApiClient): void {
  const { pathname } = new URL(to, 'http://remote.invalid');
  const product = matchPath('/products/:uuid', pathname) ?? matchPath('/products/:uuid/edit', pathname);
  if (product && product.params.uuid !== 'create') return preloadApiKey(api, productKey(product.params.uuid));
  const recipe = matchPath('/recipes/:uuid', pathname);
  if (recipe) preloadApiKey(api, recipeKey(recipe.params.uuid));
}
