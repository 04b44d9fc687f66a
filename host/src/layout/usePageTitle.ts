import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../lib/route-table';
import { ROUTE_TITLES } from './route-titles';

/** The page title comes from the route; the default is the product's name. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const match = ROUTE_TITLES.find((route) => matchPath(route.path, pathname));
  const title = match ? `${i18n._(match.title)} – ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
