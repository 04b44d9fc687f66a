import { DEFAULT_LOCALE, type Locale } from '@nutrilog/shared/domain';

/** Query parameter, cookie and storage key under which the chosen language is found and cached. */
export const LOCALE_KEY = 'lng';

/** Anything starting with "nl" is Dutch; everything else falls back to English (docs/product.md#numbers-and-limits). */
export function normalizeLocale(value: string | null | undefined): Locale {
  return value?.trim().toLowerCase().startsWith('nl') ? 'nl-NL' : DEFAULT_LOCALE;
}

export interface LocaleSources {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

function fromCookie(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_KEY) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function safeGet(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(LOCALE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Detection order: query lng, cookie, local storage, session storage, browser, html tag
 * (docs/product.md#numbers-and-limits).
 */
export function detectLocale(sources: LocaleSources): Locale {
  const candidates = [
    new URLSearchParams(sources.search).get(LOCALE_KEY),
    fromCookie(sources.cookie),
    safeGet(sources.localStorage),
    safeGet(sources.sessionStorage),
    sources.navigatorLanguages[0] ?? null,
    sources.htmlLang,
  ];
  const found = candidates.find((c) => c !== null && c.trim() !== '');
  return normalizeLocale(found);
}

export function browserLocaleSources(): LocaleSources {
  return {
    search: window.location.search,
    cookie: document.cookie,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

export function cacheLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode without storage: the locale still applies to this page.
  }
}
