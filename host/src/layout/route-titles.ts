import { msg } from '@lingui/core/macro';
import { REMOTE_ROUTES } from '../lib/route-table';

/** Titles of the host's own routes and of every remote route. */
export const ROUTE_TITLES = [
  { path: '/login', title: msg`Sign in` },
  { path: '/profile', title: msg`Profile` },
  ...REMOTE_ROUTES,
];
