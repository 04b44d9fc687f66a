import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { WeightLog } from '@nutrilog/shared/domain';
import { weightChanges } from './weight-change';
import { WeightLogRow } from './WeightLogRow';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0 },
});

/** Every log as the API lists them (newest first), each with its change versus the next older one. */
export function WeightLogList({ logs, onEdit }: { logs: readonly WeightLog[]; onEdit: (log: WeightLog) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const changes = weightChanges(logs);
  return (
    <ul className={styles.list} aria-label={t`Weight logs`}>
      {logs.map((log, index) => (
        <WeightLogRow key={log.uuid} log={log} change={changes[index] ?? null} onEdit={onEdit} />
      ))}
    </ul>
  );
}
