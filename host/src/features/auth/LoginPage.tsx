import { Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Navigate, useNavigate } from 'react-router-dom';
import { SignInForm } from '@nutrilog/shared/sign-in';
import { useApi, useToken } from '../../lib/session';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    background: tokens.colorNeutralBackground2,
  },
  card: { width: 'min(380px, 100%)', padding: tokens.spacingHorizontalXXL },
});

/** /login: after a successful sign-in the user goes to / (docs/product.md#signing-in). */
export function LoginPage() {
  const styles = useStyles();
  const api = useApi();
  const token = useToken();
  const navigate = useNavigate();
  if (token) return <Navigate to="/" replace />;
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Title2 as="h1">Nutrilog</Title2>
        <SignInForm api={api} onSignedIn={() => navigate('/', { replace: true })} />
      </Card>
    </main>
  );
}
