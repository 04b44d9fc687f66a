import { matchPath } from 'react-router-dom';
import { ALL_GOALS_KEY, dayLogsKey, intakeLogKey, productKey, type ApiClient } from '@nutrilog/shared/api-client';
import { preloadApiKey, selectedDate } from '@nutrilog/shared/ui';
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

/**
 * The reads of the page the remote mounts on, started beside its messages: the dashboard's day and goals (not on
 * intent: a day read ahead could be shown after a log was added elsewhere), or what preloading the page reads.
 */
export function startIntakePageReads(to: string, api: ApiClient): void {
  if (new URL(to, 'http://remote.invalid').pathname !== '/') return preloadIntakePage(to, api);
  preloadApiKey(api, dayLogsKey(selectedDate()));
  preloadApiKey(api, ALL_GOALS_KEY);
}
