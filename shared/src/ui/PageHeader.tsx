import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
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
  // Fluent's Title2 look on a plain h1: these shared primitives are on the first page, Fluent's Text is not.
  title: { margin: 0, ...typographyStyles.title2 },
});

/** The page's one heading, with its actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions ? <div>{actions}</div> : null}
    </header>
  );
}
