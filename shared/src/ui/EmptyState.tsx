import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
});

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={useStyles().empty} role="status">
      <Body1>{children}</Body1>
    </div>
  );
}
