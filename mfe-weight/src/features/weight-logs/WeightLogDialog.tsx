import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '@nutrilog/shared/forms';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { useWeightLogActions } from './useWeightLogActions';
import { weightLogFormValues } from './weight-log-form-values';
import { WeightLogForm } from './WeightLogForm';

export interface WeightLogDialogState {
  open: boolean;
  /** The log being edited; null when creating one. */
  log: WeightLog | null;
  /**
   * Counts the openings: each one gets a fresh form (the create form resets after a save, the edit form when the log
   * changes: docs/product.md#notices-and-state-changes), even one that reopens while the last is fading out.
   */
  opening: number;
}

export const CLOSED_WEIGHT_LOG_DIALOG: WeightLogDialogState = { open: false, log: null, opening: 0 };

/** The create and edit dialog of a weight log, saving (and deleting) through the API. */
export function WeightLogDialog({ state, onClose }: { state: WeightLogDialogState; onClose: () => void }) {
  const { t } = useLingui();
  const actions = useWeightLogActions();
  const { log } = state;
  return (
    <FormDialog open={state.open} opening={state.opening} onClose={onClose}>
      {(close) => (
        <WeightLogForm
          title={log ? t`Edit weight log` : t`Create weight log`}
          initial={weightLogFormValues(log)}
          editing={log !== null}
          onSubmit={(values) => (log ? actions.update(log, values) : actions.create(values))}
          onDelete={log ? () => actions.remove(log) : undefined}
          onDone={close}
        />
      )}
    </FormDialog>
  );
}
