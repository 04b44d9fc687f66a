import { makeStyles } from '@fluentui/react-components';
import { token } from './theme-vars';

/**
 * Fluent's button look for the native buttons and links of the first paint. Fluent's Button would add 10 KB gzip to
 * the first page: components are not shared between remotes, so the host's copy cannot be reused here.
 */
export const useButtonStyles = makeStyles({
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: token('spacingHorizontalSNudge'),
    minWidth: '32px',
    minHeight: '32px',
    padding: `0 ${token('spacingHorizontalM')}`,
    border: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke1')}`,
    borderRadius: token('borderRadiusMedium'),
    background: token('colorNeutralBackground1'),
    color: token('colorNeutralForeground1'),
    fontFamily: token('fontFamilyBase'),
    fontSize: token('fontSizeBase300'),
    fontWeight: token('fontWeightSemibold'),
    lineHeight: token('lineHeightBase300'),
    textDecoration: 'none',
    cursor: 'pointer',
    ':hover:not(:disabled)': {
      background: token('colorNeutralBackground1Hover'),
      border: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke1Hover')}`,
    },
    ':focus-visible': {
      outline: `${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')}`,
      outlineOffset: '1px',
    },
    ':disabled': {
      cursor: 'not-allowed',
      background: token('colorNeutralBackgroundDisabled'),
      border: `${token('strokeWidthThin')} solid ${token('colorNeutralStrokeDisabled')}`,
      color: token('colorNeutralForegroundDisabled'),
    },
  },
  primary: {
    background: token('colorBrandBackground'),
    border: `${token('strokeWidthThin')} solid transparent`,
    color: token('colorNeutralForegroundOnBrand'),
    ':hover:not(:disabled)': {
      background: token('colorBrandBackgroundHover'),
      border: `${token('strokeWidthThin')} solid transparent`,
      color: token('colorNeutralForegroundOnBrand'),
    },
  },
  subtle: {
    background: 'transparent',
    border: `${token('strokeWidthThin')} solid transparent`,
    ':hover:not(:disabled)': {
      background: token('colorSubtleBackgroundHover'),
      border: `${token('strokeWidthThin')} solid transparent`,
    },
    ':disabled': { background: 'transparent', border: `${token('strokeWidthThin')} solid transparent` },
  },
  icon: { padding: 0 },
});
