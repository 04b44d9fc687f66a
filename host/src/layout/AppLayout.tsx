import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { ProfileLocaleSync } from '../lib/locale/ProfileLocaleSync';
import { NavBar } from './NavBar';
import { OfflineBanner } from './OfflineBanner';
import { SyncStatus } from './SyncStatus';

const useStyles = makeStyles({
  main: {
    maxWidth: '1100px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 767px)': { paddingBottom: '88px' },
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
        <OfflineBanner />
        <SyncStatus />
        <Outlet />
      </main>
      <NavBar placement="bottom" />
    </>
  );
}
