import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RemoteName } from '@nutrilog/shared/remote-contract';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  /** The remote behind the link, loaded on intent (hover or focus). */
  remote?: RemoteName;
  mobile: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: msg`Dashboard`, remote: 'intake', mobile: true },
  { to: '/products', label: msg`Products`, remote: 'catalog', mobile: true },
  { to: '/recipes', label: msg`Recipes`, remote: 'catalog', mobile: false },
  { to: '/statistics', label: msg`Statistics`, remote: 'statistics', mobile: true },
  { to: '/goals', label: msg`Goals`, remote: 'statistics', mobile: true },
  { to: '/weight', label: msg`Weight`, remote: 'weight', mobile: true },
  { to: '/profile', label: msg`Profile`, mobile: true },
];
