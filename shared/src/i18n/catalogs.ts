import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@nutrilog/shared/domain';

/**
 * Where a package's compiled messages of each locale come from: dynamic imports, so a page downloads only the
 * language it shows (`{ 'en-GB': () => import('./locales/en-GB/messages'), … }`).
 */
export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

// Named as the host names its own (host/src/bootstrap.tsx): webpack puts both in one chunk, one request per page.
const sharedCatalogs: CatalogLoaders = {
  'en-GB': () => import(/* webpackChunkName: "messages-en-GB" */ './locales/en-GB/messages'),
  'nl-NL': () => import(/* webpackChunkName: "messages-nl-NL" */ './locales/nl-NL/messages'),
};

// The host and each remote register theirs; all of them merge into the one shared i18n instance, per locale.
const registered: CatalogLoaders[] = [sharedCatalogs];
const loads = new Map<CatalogLoaders, Partial<Record<Locale, Promise<void>>>>();

export function registerCatalogs(loaders: CatalogLoaders): void {
  if (!registered.includes(loaders)) registered.push(loaders);
}

function loadOne(loaders: CatalogLoaders, locale: Locale): Promise<void> {
  const started = loads.get(loaders) ?? {};
  loads.set(loaders, started);
  started[locale] ??= loaders[locale]().then(
    ({ messages }) => i18n.load(locale, messages),
    (error: unknown) => {
      // A failed download (a flaky network) is tried again next time.
      delete started[locale];
      throw error;
    },
  );
  return started[locale];
}

/** Loads every registered package's messages of `locale` (each once); activate the locale after it resolves. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all(registered.map((loaders) => loadOne(loaders, locale)));
}
