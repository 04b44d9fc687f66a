import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '@nutrilog/shared/api-client';
import { LocaleAndThemeProviders } from './LocaleAndThemeProviders';
import { ModalLayerKeeper } from './ModalLayerKeeper';
import { createSwrConfig } from './swr-config';

/**
 * The providers every React root needs: the host's root and each remote parcel (a parcel is its own React
 * root, so Fluent's portals, Lingui and SWR must be provided again; the objects behind them are shared).
 */
export function AppProviders({ api, children }: { api: ApiClient; children: ReactNode }) {
  const swr = useMemo(() => createSwrConfig(api), [api]);
  return (
    <LocaleAndThemeProviders>
      <ModalLayerKeeper />
      <SWRConfig value={swr}>{children}</SWRConfig>
    </LocaleAndThemeProviders>
  );
}
