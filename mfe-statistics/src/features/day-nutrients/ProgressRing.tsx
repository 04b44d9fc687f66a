import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

const SIZE = 40;
const STROKE = 4;
// A circumference of 100 lets the arc's dash length be the percent itself.
const RADIUS = 100 / (2 * Math.PI);
const VIEW = 2 * RADIUS + STROKE;

const useStyles = makeStyles({
  ring: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: `${SIZE}px`,
    height: `${SIZE}px`,
  },
  svg: { position: 'absolute', inset: 0, transform: 'rotate(-90deg)' },
  track: { stroke: tokens.colorNeutralStroke2 },
  arc: { stroke: tokens.colorCompoundBrandStroke },
  unit: { position: 'relative', color: tokens.colorNeutralForeground3, ...typographyStyles.caption2 },
});

/**
 * A circular progress ring of `percent` (0-100) with the unit in its middle; without a percent (no target) an
 * empty grey ring that says nothing to assistive technology.
 */
export function ProgressRing({ percent, unit }: { percent: number | null; unit: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const center = VIEW / 2;
  const a11y = percent === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t`${percent}% of target` };
  return (
    <span className={styles.ring}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${VIEW} ${VIEW}`}
        width={SIZE}
        height={SIZE}
        fill="none"
        strokeWidth={STROKE}
        focusable="false"
        {...a11y}
      >
        <circle className={styles.track} cx={center} cy={center} r={RADIUS} />
        {percent ? (
          <circle
            className={styles.arc}
            cx={center}
            cy={center}
            r={RADIUS}
            strokeDasharray={`${percent} 100`}
            strokeLinecap="round"
          />
        ) : null}
      </svg>
      <span className={styles.unit}>{unit}</span>
    </span>
  );
}
