import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import type { TestApp } from './harness';

/**
 * Requests to the test app, with the media types the API expects for bodies (ld+json for POST, merge patch for PATCH).
 */
export function jsonRequests(t: TestApp) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, headers: Record<string, string>, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': MEDIA_TYPES.ldJson },
        payload: JSON.stringify(payload),
      }),
    patch: (url: string, headers: Record<string, string>, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...headers, 'content-type': MEDIA_TYPES.mergePatch },
        payload: JSON.stringify(payload),
      }),
    delete: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}
