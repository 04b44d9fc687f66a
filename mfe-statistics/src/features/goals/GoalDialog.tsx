import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '@nutrilog/shared/forms';
import type { Goal } from '@nutrilog/shared/schemas';
import { goalFormValues } from './goal-form-values';
import { GoalForm } from './GoalForm';
import { useGoalActions } from './useGoalActions';

export interface GoalDialogState {
  open: boolean;
  /** The goal being edited; null when creating one. */
  goal: Goal | null;
  /** Counts the openings: each one gets a fresh form, even one that reopens while the last is fading out. */
  opening: number;
}

/** The create and edit dialog of a goal, saving (and deleting) through the API. */
export function GoalDialog({ state, onClose }: { state: GoalDialogState; onClose: () => void }) {
  const { t } = useLingui();
  const actions = useGoalActions();
  const { goal } = state;
  return (
    <FormDialog open={state.open} opening={state.opening} onClose={onClose}>
      {(close) => (
        <GoalForm
          title={goal ? t`Edit goal` : t`Create goal`}
          initial={goalFormValues(goal)}
          onSubmit={(values) => (goal ? actions.update(goal, values) : actions.create(values))}
          onDelete={goal ? () => actions.remove(goal) : undefined}
          onDone={close}
        />
      )}
    </FormDialog>
  );
}
