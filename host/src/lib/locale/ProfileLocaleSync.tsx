import { useEffect } from 'react';
import useSWR from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Profile } from '@nutrilog/shared/schemas';
import { applyLocale, isLocale } from './locale';

/** Once signed in, the profile's preferred locale wins over the detected one. */
export function ProfileLocaleSync() {
  const { data } = useSWR<Profile>(API_PATHS.profile);
  const preferred = data?.preferredLocale;
  useEffect(() => {
    if (isLocale(preferred)) void applyLocale(preferred);
  }, [preferred]);
  return null;
}
