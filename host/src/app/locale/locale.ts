import { i18n } from '@lingui/core';
import { SUPPORTED_LOCALES, type Locale } from '@nutrilog/shared/domain';
import { browserLocaleSources, cacheLocale, detectLocale } from '@nutrilog/shared/i18n';
import { setDateLocale } from '@nutrilog/shared/format';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Activates a locale everywhere: Lingui (shared with the remotes), dates, the html tag and the cache. */
export function applyLocale(locale: Locale): void {
  cacheLocale(locale);
  setDateLocale(locale);
  document.documentElement.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale);
}

export function applyDetectedLocale(): Locale {
  const locale = detectLocale(browserLocaleSources());
  applyLocale(locale);
  return locale;
}
