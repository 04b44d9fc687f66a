import { makeStyles, tokens, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
    flexWrap: 'wrap',
  },
  title: { margin: 0 },
});

/** The page's one heading, with its actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <Title2 as="h1" className={styles.title}>
        {title}
      </Title2>
      {actions ? <div>{actions}</div> : null}
    </header>
  );
}
