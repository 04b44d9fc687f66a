import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Requests for the remotes' map and manifests that have not answered yet (their body included), by URL. */
const waiting = new Map<string, AbortController>();

/**
 * `fetch`, its answer read whole before it counts as answered, so that a retry can give up a request that is still
 * waiting (`abandonWaiting`) instead of waiting on it for good (docs/decisions.md, "Remote faults").
 */
export async function abandonableFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  waiting.set(url, controller);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body = await response.text();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } finally {
    if (waiting.get(url) === controller) waiting.delete(url);
  }
}

/** Gives up the requests for these URLs that are still waiting; true when there was one. */
export function abandonWaiting(urls: readonly string[]): boolean {
  let abandoned = false;
  for (const url of urls) {
    const controller = waiting.get(url);
    if (controller === undefined) continue;
    waiting.delete(url);
    controller.abort(new DOMException(`${url} was given up by a retry`, 'AbortError'));
    abandoned = true;
  }
  return abandoned;
}

/** The federation runtime fetches each remote's `mf-manifest.json` through this. */
export const abandonableManifestsPlugin: ModuleFederationRuntimePlugin = {
  name: 'nutrilog-abandonable-manifests',
  fetch: (url, init) => abandonableFetch(url, init),
};
