import { i18n } from '@lingui/core';
import { SUPPORTED_LOCALES, type Locale } from '@nutrilog/shared/domain';
import { setDateLocale } from '@nutrilog/shared/format';
import { browserLocaleSources, cacheLocale, detectLocale, loadLocale } from '@nutrilog/shared/i18n';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Activates a locale everywhere: Lingui (shared with the remotes) once every registered catalog of it is loaded,
 * dates, the html tag and the cache.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  cacheLocale(locale);
  await loadLocale(locale);
  setDateLocale(locale);
  document.documentElement.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale);
}

export async function applyDetectedLocale(): Promise<Locale> {
  const locale = detectLocale(browserLocaleSources());
  await applyLocale(locale);
  return locale;
}
