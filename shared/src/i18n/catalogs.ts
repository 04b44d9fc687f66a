import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../domain/auth';
import { messages as sharedEn } from './locales/en-GB/messages';
import { messages as sharedNl } from './locales/nl-NL/messages';

/**
 * Merges a package's compiled messages (and the shared UI's) into the one shared i18n instance.
 * Lingui's load() merges per locale, so the host and each remote add their own catalogs independently.
 */
export function loadCatalogs(catalogs: Record<Locale, Messages>): void {
  i18n.load({ 'en-GB': { ...sharedEn, ...catalogs['en-GB'] }, 'nl-NL': { ...sharedNl, ...catalogs['nl-NL'] } });
}
