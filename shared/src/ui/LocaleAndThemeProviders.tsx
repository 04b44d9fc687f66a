import { FluentProvider, type PartialTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LocaleContextProvider } from './LocaleContextProvider';

/**
 * No tokens: the light theme's variables are on the page's `:root`, written into index.html at build time
 * (shared/build/theme-css.mjs). Given the whole theme, every provider wrote its 459 variables into a style tag of
 * its own on each page load (docs/decisions.md, "The theme's variables in the page").
 */
const TOKENS_FROM_THE_PAGE: PartialTheme = {};

/**
 * Lingui and Fluent's provider: what any of our React trees needs to render text and Fluent components. Remotes take
 * it from this shared module rather than importing FluentProvider themselves, which would bundle a second copy of
 * Griffel's runtime into every remote (docs/performance.md, "What is measured": no shared library loaded twice).
 */
export function LocaleAndThemeProviders({ children }: { children: ReactNode }) {
  return (
    <LocaleContextProvider>
      <FluentProvider theme={TOKENS_FROM_THE_PAGE} style={{ background: 'transparent' }}>
        {children}
      </FluentProvider>
    </LocaleContextProvider>
  );
}
