import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { IntakeLog } from '@nutrilog/shared/schemas';
import { groupByHour, type HourGroup } from './group-by-hour';
import { LogRow } from './LogRow';
import { token } from './theme-vars';

const useStyles = makeStyles({
  group: { marginBottom: token('spacingVerticalL') },
  heading: {
    margin: `0 0 ${token('spacingVerticalXS')}`,
    color: token('colorNeutralForeground2'),
    fontSize: token('fontSizeBase300'),
    lineHeight: token('lineHeightBase300'),
    fontWeight: token('fontWeightSemibold'),
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
});

interface RowActions {
  onOpen: (log: IntakeLog) => void;
  onIntent: () => void;
}

function Hour({ group, ...actions }: { group: HourGroup<IntakeLog> } & RowActions) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const hour = group.hour;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.heading}>
        {hour}
      </h2>
      <ul aria-label={t`Intake at ${hour}`} className={styles.list}>
        {group.logs.map((log) => (
          <li key={log.uuid}>
            <LogRow log={log} {...actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The day's logs under their local hour. */
export function HourGroups({ logs, ...actions }: { logs: readonly IntakeLog[] } & RowActions) {
  return (
    <>
      {groupByHour(logs).map((group) => (
        <Hour key={group.hour} group={group} {...actions} />
      ))}
    </>
  );
}
