import { useLingui } from '@lingui/react';
// A pure function, kept out of the i18n subpath (it brings js-sha256, which the first page does not need).
// eslint-disable-next-line no-restricted-imports
import { translateMessage } from '../i18n/translate-message';

/** The translated message of a form field's error (the schemas' messages are English; see translateMessage). */
export function useFieldMessage(): (error: { message?: string | undefined } | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (error) => (error?.message ? translateMessage(i18n, error.message) : undefined);
}
