import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    ...typographyStyles.body1,
  },
});

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={useStyles().empty} role="status">
      {children}
    </div>
  );
}
