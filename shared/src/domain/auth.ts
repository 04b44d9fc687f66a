export const SUPPORTED_LOCALES = ['en-GB', 'nl-NL'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';
