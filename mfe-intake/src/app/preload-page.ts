import { matchPath } from 'react-router-dom';
import { intakeLogKey, productKey, type ApiClient } from '@nutrilog/shared/api-client';
import { preloadApiKey } from '@nutrilog/shared/ui';
import { loadCreateIntakeLogPage, loadEditIntakeLogPage } from './pages';

/** What a page of this remote needs before it can show: its code and, where the path names it, its record. */
export function preloadIntakePage(to: string, api: ApiClient): void {
  const url = new URL(to, 'http://remote.invalid');
  if (matchPath('/create-intake-log', url.pathname)) {
    void loadCreateIntakeLogPage();
    const product = url.searchParams.get('product');
    if (product) preloadApiKey(api, productKey(product));
    return;
  }
  const edit = matchPath('/intake-logs/:uuid/edit', url.pathname);
  if (edit) {
    void loadEditIntakeLogPage();
    preloadApiKey(api, intakeLogKey(edit.params.uuid));
  }
}
