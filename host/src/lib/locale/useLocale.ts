import { useLingui } from '@lingui/react';
import type { Locale } from '@nutrilog/shared/domain';
import { isLocale } from './locale';

/** The active locale, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en-GB';
}
