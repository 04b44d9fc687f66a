import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { Goal } from '@nutrilog/shared/schemas';
import { GoalRow } from './GoalRow';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0 },
});

/** The goals, each a row that opens it. */
export function GoalList({ goals, onOpen }: { goals: Goal[]; onOpen: (goal: Goal) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`Goals`}>
      {goals.map((goal) => (
        <li key={goal.uuid}>
          <GoalRow goal={goal} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
