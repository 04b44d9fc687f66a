import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { preloadApiKey, useRemoteServices } from '@nutrilog/shared/ui';
import { NAV_BAR_HEIGHT_PX, PHONE_MEDIA } from '../lib/layout-metrics';
import { preloadRemote } from '../lib/remotes/remotes';
import { NAV_ITEMS, type NavItem } from './nav-items';

const useStyles = makeStyles({
  top: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalL}`,
    height: `${NAV_BAR_HEIGHT_PX}px`,
    background: tokens.colorBrandBackground,
    [`@media ${PHONE_MEDIA}`]: { display: 'none' },
  },
  brand: {
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    marginRight: tokens.spacingHorizontalXL,
    textDecoration: 'none',
  },
  bottom: {
    position: 'fixed',
    bottom: 0,
    left: 0,
    right: 0,
    display: 'none',
    justifyContent: 'space-around',
    height: `${NAV_BAR_HEIGHT_PX}px`,
    background: tokens.colorBrandBackground,
    zIndex: 10,
    [`@media ${PHONE_MEDIA}`]: { display: 'flex' },
  },
  link: {
    color: tokens.colorNeutralForegroundOnBrand,
    textDecoration: 'none',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    alignItems: 'center',
    fontSize: tokens.fontSizeBase300,
    ':hover': { background: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}` },
    [`@media ${PHONE_MEDIA}`]: {
      flex: '1 1 0',
      minWidth: 0,
      justifyContent: 'center',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXS}`,
      fontSize: tokens.fontSizeBase200,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      borderRadius: 0,
    },
  },
  active: { background: tokens.colorBrandBackgroundPressed, fontWeight: tokens.fontWeightSemibold },
});

/** Top bar on desktop, bottom bar on mobile (below the md breakpoint, 768 px). */
export function NavBar({ placement }: { placement: 'top' | 'bottom' }) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const { api } = useRemoteServices();
  const items = placement === 'top' ? NAV_ITEMS : NAV_ITEMS.filter((item) => item.mobile);
  // Intent (hover or focus) starts loading the remote's code and the route's first data.
  const preloadRoute = (item: NavItem) => {
    if (item.remote) preloadRemote(item.remote);
    if (item.data) preloadApiKey(api, item.data);
  };
  return (
    <nav
      className={placement === 'top' ? styles.top : styles.bottom}
      aria-label={placement === 'top' ? t`Main navigation` : t`Main navigation (mobile)`}
    >
      {placement === 'top' ? (
        <NavLink to="/" className={styles.brand} tabIndex={-1} aria-hidden>
          Nutrilog
        </NavLink>
      ) : null}
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
          onMouseEnter={() => preloadRoute(item)}
          onFocus={() => preloadRoute(item)}
        >
          {i18n._(item.label)}
        </NavLink>
      ))}
    </nav>
  );
}
