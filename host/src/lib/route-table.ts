import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@nutrilog/shared/remote-contract';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  title: MessageDescriptor;
}

/** Every route of docs/product.md#screens that a remote renders, with the page title the host shows for it. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'intake', title: msg`Dashboard` },
  { path: '/create-intake-log', remote: 'intake', title: msg`Create intake log` },
  { path: '/intake-logs/:uuid/edit', remote: 'intake', title: msg`Edit intake log` },
  { path: '/products', remote: 'catalog', title: msg`Products` },
  { path: '/products/create', remote: 'catalog', title: msg`Create product` },
  { path: '/products/:uuid', remote: 'catalog', title: msg`Product detail` },
  { path: '/products/:uuid/edit', remote: 'catalog', title: msg`Edit product` },
  { path: '/recipes', remote: 'catalog', title: msg`Recipes` },
  { path: '/recipes/:uuid', remote: 'catalog', title: msg`Recipe` },
  { path: '/goals', remote: 'statistics', title: msg`Goals` },
  { path: '/statistics', remote: 'statistics', title: msg`Statistics` },
  { path: '/weight', remote: 'weight', title: msg`Weight` },
];

export const PRODUCT_NAME = 'Nutrilog';

/** The remote that renders `pathname`, or null for the host's own pages. */
export function remoteOfPath(pathname: string): RemoteName | null {
  return REMOTE_ROUTES.find((route) => matchPath(route.path, pathname))?.remote ?? null;
}
