import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { weightChanges } from './weight-change';
import { WeightLogRow } from './WeightLogRow';

/** Rows painted with the page; the rest follow in a transition (years of logs are hundreds of rows). */
const FIRST_ROWS = 30;

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0 },
});

/**
 * Every log as the API lists them (newest first), each with its change versus the next older one. The newest
 * FIRST_ROWS come with the page's first paint; rendering all of them at once held the page back by 400 ms with
 * three years of logs (bench/navigation.mjs).
 */
export function WeightLogList({ logs, onEdit }: { logs: readonly WeightLog[]; onEdit: (log: WeightLog) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const shown = useDeferredValue(logs, logs.slice(0, FIRST_ROWS));
  const changes = useMemo(() => {
    const list = weightChanges(logs);
    return new Map(logs.map((log, index) => [log.uuid, list[index] ?? null]));
  }, [logs]);
  return (
    <ul className={styles.list} aria-label={t`Weight logs`}>
      {shown.map((log) => (
        <WeightLogRow key={log.uuid} log={log} change={changes.get(log.uuid) ?? null} onEdit={onEdit} />
      ))}
    </ul>
  );
}
