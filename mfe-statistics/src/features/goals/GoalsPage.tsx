import { Button, makeStyles, Switch, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import useSWR from 'swr';
import { goalsPageKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import type { Goal } from '@nutrilog/shared/schemas';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import { GoalDialog, type GoalDialogState } from './GoalDialog';
import { GoalList } from './GoalList';

const useStyles = makeStyles({
  toolbar: { marginBottom: tokens.spacingVerticalM },
});

const byNutrientOrder = (a: Goal, b: Goal) => NUTRIENT_KEYS.indexOf(a.nutrient) - NUTRIENT_KEYS.indexOf(b.nutrient);

/** The goals in nutrient order (inactive ones only on request), each opening an edit dialog; and a create button. */
export function GoalsPage() {
  const styles = useStyles();
  const { t } = useLingui();
  const [showInactive, setShowInactive] = useState(false);
  const [dialog, setDialog] = useState<GoalDialogState>({ open: false, goal: null, opening: 0 });
  const restoreFocus = useRestoreFocusTarget();
  // The API decides whether a goal is active today, and "today" is the browser's day.
  const result = useSWR<Collection<Goal>>(goalsPageKey());
  const shown = (data: Collection<Goal>) =>
    data.member.filter((goal) => showInactive || goal.currentlyActive).sort(byNutrientOrder);
  const openDialog = (goal: Goal | null) =>
    setDialog((current) => ({ open: true, goal, opening: current.opening + 1 }));

  return (
    <>
      <PageHeader
        title={t`Goals`}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => openDialog(null)} {...restoreFocus}>
            {t`Create goal`}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <Switch
          label={t`Show inactive goals`}
          checked={showInactive}
          onChange={(_, data) => setShowInactive(data.checked)}
        />
      </div>
      <ApiResourceState
        result={result}
        isEmpty={(data) => shown(data).length === 0}
        empty={result.data?.member.length ? t`No goals are active today.` : t`No goals yet.`}
      >
        {(data) => <GoalList goals={shown(data)} onOpen={openDialog} />}
      </ApiResourceState>
      <GoalDialog state={dialog} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
    </>
  );
}
