import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '@nutrilog/shared/api-client';

/**
 * One user's answers are never shown to the next on the same page: when the session changes (sign-out, sign-in, a
 * 401) every cached answer is dropped, and on sign-in the next read asks the API instead of taking a read of the
 * last user's still within its freshness window (docs/decisions.md, "Answers kept for one session").
 */
export function ForgetAnswersOnSessionChange({ api }: { api: ApiClient }) {
  const { mutate } = useSWRConfig();
  useEffect(
    () => api.session.subscribe((token) => void mutate(() => true, undefined, { revalidate: token !== null })),
    [api, mutate],
  );
  return null;
}
