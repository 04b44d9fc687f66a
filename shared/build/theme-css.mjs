import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The light theme's CSS variables as one `:root` rule, written into every app's index.html at build time. Made in
 * the browser, FluentProvider wrote the same 459 variables into a style tag on every page load; now the page holds
 * them and the providers add none (docs/decisions.md, "The theme's variables in the page").
 */
export function themeRootRule() {
  const { createCSSRuleFromTheme } = require('@fluentui/react-components');
  const theme = JSON.parse(readFileSync(new URL('../src/ui/light-theme.json', import.meta.url), 'utf8'));
  return createCSSRuleFromTheme(':root', theme);
}
