import type { Theme } from '@fluentui/react-components';

/**
 * A Fluent design token as the CSS variable the FluentProvider defines. The dashboard is the first page and Fluent
 * is not shared between remotes: the `tokens` object alone would add 3.4 KB gzip to it, a name costs nothing.
 */
export const token = (name: keyof Theme): string => `var(--${name})`;
