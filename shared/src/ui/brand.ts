import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** The product's primary colour is a dark grey: a neutral brand ramp. */
export const graphite: BrandVariants = {
  10: '#050505',
  20: '#111111',
  30: '#1b1b1b',
  40: '#242424',
  50: '#2b2b2b',
  60: '#333333',
  70: '#3b3b3b',
  80: '#444444',
  90: '#555555',
  100: '#666666',
  110: '#777777',
  120: '#888888',
  130: '#9a9a9a',
  140: '#adadad',
  150: '#c2c2c2',
  160: '#d8d8d8',
};

/**
 * The light theme Fluent makes of the brand ramp, with our two brand foregrounds. Not used by the apps at run time:
 * its tokens are written to light-theme.json (theme.ts says why), and light-theme.test.ts holds the two equal.
 */
export const brandLightTheme = (): Theme => ({
  ...createLightTheme(graphite),
  colorBrandForeground1: graphite[70],
  colorBrandForeground2: graphite[60],
});
