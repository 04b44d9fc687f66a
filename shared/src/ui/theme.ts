import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** The product's primary colour is a dark grey (spec section 9): a neutral brand ramp. */
const graphite: BrandVariants = {
  10: '#050505', 20: '#111111', 30: '#1b1b1b', 40: '#242424', 50: '#2b2b2b', 60: '#333333', 70: '#3b3b3b', 80: '#444444',
  90: '#555555', 100: '#666666', 110: '#777777', 120: '#888888', 130: '#9a9a9a', 140: '#adadad', 150: '#c2c2c2', 160: '#d8d8d8',
};

export const lightTheme: Theme = { ...createLightTheme(graphite), colorBrandForeground1: graphite[70], colorBrandForeground2: graphite[60] };
