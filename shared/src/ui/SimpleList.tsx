import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0 },
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    ...typographyStyles.body1,
  },
});

export interface SimpleListItem {
  key: string;
  primary: ReactNode;
  secondary?: ReactNode;
}

/** A labelled list of rows with a primary text on the left and an optional value on the right. */
export function SimpleList({ label, items }: { label: string; items: SimpleListItem[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.row}>
          <span>{item.primary}</span>
          {item.secondary !== undefined ? <span>{item.secondary}</span> : null}
        </li>
      ))}
    </ul>
  );
}
