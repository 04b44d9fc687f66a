import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { lightTheme } from './theme';

/**
 * Lingui and Fluent's theme: what any of our React trees needs to render text and Fluent components. Remotes take
 * it from this shared module rather than importing FluentProvider themselves, which would bundle a second copy of
 * Griffel's runtime into every remote (docs/performance.md, "What is measured": no shared library loaded twice).
 */
export function LocaleAndThemeProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <FluentProvider theme={lightTheme} style={{ background: 'transparent' }}>
        {children}
      </FluentProvider>
    </I18nProvider>
  );
}
