import type { Resource } from './linked-data';

export const SUPPORTED_LOCALES = ['en-GB', 'nl-NL'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';

export interface LoginResponse {
  accessToken: string;
}

export interface Profile extends Resource {
  uuid: string;
  email: string;
  preferredLocale: string;
}
