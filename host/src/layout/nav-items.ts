import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WEIGHT_LOGS_NEWEST_FIRST_KEY } from '@nutrilog/shared/api-client';
import type { RemoteName } from '@nutrilog/shared/remote-contract';
import type { ApiKey } from '@nutrilog/shared/ui';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  /** The remote behind the link, loaded on intent (hover or focus). */
  remote?: RemoteName;
  /** The route's first data (its loader, docs/product.md#screens), prefetched on intent too. */
  data?: ApiKey;
  mobile: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: msg`Dashboard`, remote: 'intake', mobile: true },
  { to: '/products', label: msg`Products`, remote: 'catalog', mobile: true },
  { to: '/recipes', label: msg`Recipes`, remote: 'catalog', mobile: false },
  { to: '/statistics', label: msg`Statistics`, remote: 'statistics', mobile: true },
  { to: '/goals', label: msg`Goals`, remote: 'statistics', mobile: true },
  { to: '/weight', label: msg`Weight`, remote: 'weight', data: WEIGHT_LOGS_NEWEST_FIRST_KEY, mobile: true },
  { to: '/profile', label: msg`Profile`, mobile: true },
];
