import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { Plural, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { AverageValues } from './AverageValues';
import type { Period } from './periods';
import type { AverageRow } from './useAverages';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ...typographyStyles.body1,
  },
  period: { display: 'flex', flexDirection: 'column', minWidth: '120px' },
  name: { fontWeight: tokens.fontWeightSemibold },
  dates: { color: tokens.colorNeutralForeground3, ...typographyStyles.caption1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A week's number and days, or a month's name and year, in the active locale. */
function usePeriodText(period: Period): { name: string; dates: string | null } {
  const { t } = useLingui();
  const start = dayjs(period.startDate);
  if (period.kind === 'month') return { name: start.format('MMMM YYYY'), dates: null };
  const weekNumber = period.weekNumber;
  return {
    name: t`Week ${weekNumber}`,
    dates: `${start.format('D MMM')} – ${dayjs(period.endDate).format('D MMM')}`,
  };
}

function AverageListRow({ row }: { row: AverageRow }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { name, dates } = usePeriodText(row.period);
  // The spaces keep the parts apart in the row's text; the flex layout hides them.
  return (
    <li className={styles.row}>
      <span className={styles.period}>
        <span className={styles.name}>{name}</span>{' '}
        {dates === null ? null : <span className={styles.dates}>{dates}</span>}
      </span>{' '}
      {row.average ? (
        <>
          <AverageValues nutrients={row.average.nutrients} />{' '}
          <span className={styles.muted}>
            <Plural value={row.average.loggedDays} one="# logged day" other="# logged days" />
          </span>
        </>
      ) : (
        <span className={styles.muted}>{t`Nothing logged`}</span>
      )}
    </li>
  );
}

/** The listed weeks or months, newest first, each with its averages over its logged days or "Nothing logged". */
export function AverageList({ label, rows }: { label: string; rows: readonly AverageRow[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <AverageListRow key={row.period.key} row={row} />
      ))}
    </ul>
  );
}
