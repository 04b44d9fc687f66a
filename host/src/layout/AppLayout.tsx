import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { NAV_BAR_HEIGHT_PX, PHONE_MEDIA } from '../lib/layout-metrics';
import { ProfileLocaleSync } from '../lib/locale/ProfileLocaleSync';
import { NavBar } from './NavBar';
import { OfflineStatusBars } from './OfflineStatusBars';

const useStyles = makeStyles({
  main: {
    maxWidth: '1100px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    // Room below the page for the bottom navigation bar.
    [`@media ${PHONE_MEDIA}`]: { paddingBottom: `${NAV_BAR_HEIGHT_PX + 32}px` },
  },
});

/** The authenticated layout: navigation, page title, and the page of the route. */
export function AppLayout() {
  const styles = useStyles();
  return (
    <>
      <ProfileLocaleSync />
      <NavBar placement="top" />
      <main className={styles.main} id="main">
        <OfflineStatusBars />
        <Outlet />
      </main>
      <NavBar placement="bottom" />
    </>
  );
}
