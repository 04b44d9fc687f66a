import type { ApiClient } from '@nutrilog/shared/api-client';
import { remoteLoaders } from '../lib/remotes/remotes';
import { remoteOfPath } from '../lib/route-table';

/**
 * The contract's `preload`: the code of the remote that renders `to`, then that remote's own preloading of the page
 * (its lazy code and first data). Failures surface when the page is opened.
 */
export function preloadRoute(api: ApiClient, to: string): void {
  const url = new URL(to, window.location.origin);
  const remote = remoteOfPath(url.pathname);
  if (remote === null) return;
  remoteLoaders[remote]()
    .then((config) => config.preloadPage?.(url.pathname + url.search, api))
    .catch(() => undefined);
}
