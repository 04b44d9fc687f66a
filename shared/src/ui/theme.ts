import type { Theme } from '@fluentui/react-components';
import tokens from './light-theme.json';

/**
 * The tokens of brand.ts's light theme, written out. Made in the browser, Fluent's createLightTheme and its colour
 * palettes were the dearest module of the first page (about 55 ms of `/login` at 4× CPU slowdown); a JSON module
 * is parsed in a fraction of that. light-theme.test.ts holds it to what Fluent makes of the ramp, and rewrites it
 * with WRITE_LIGHT_THEME=1 after a change of the ramp or of Fluent.
 */
export const lightTheme: Theme = tokens;
