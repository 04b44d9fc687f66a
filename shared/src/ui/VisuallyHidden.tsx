import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/**
 * Text for assistive technology (and found by text), not shown: e.g. "Up 0.6 kg" beside an arrow and "+0.6" that
 * are hidden from assistive technology instead.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={useStyles().hidden}>{children}</span>;
}
