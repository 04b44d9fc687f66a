import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { WEIGHT_LOGS_NEWEST_FIRST_KEY, weightLogKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { ApiResourceState, localToday, PageHeader } from '@nutrilog/shared/ui';
import {
  CLOSED_WEIGHT_LOG_DIALOG,
  WeightLogDialog,
  type WeightLogDialogState,
} from '../features/weight-logs/WeightLogDialog';
import { WeightLogList } from '../features/weight-logs/WeightLogList';
import { WeightOverview } from './WeightOverview';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * /weight: a create button, the trend and caloric balance cards when there are recent logs, and every log.
 * /weight?edit={uuid} opens that log's dialog (the Edit of a change the API refused, which the list does not show).
 */
export function WeightPage() {
  const styles = useStyles();
  const { t } = useLingui();
  // The host's loader prefetches this key (docs/product.md#weight).
  const result = useSWR<Collection<WeightLog>>(WEIGHT_LOGS_NEWEST_FIRST_KEY);
  const [dialog, setDialog] = useState<WeightLogDialogState>(CLOSED_WEIGHT_LOG_DIALOG);
  const restoreFocus = useRestoreFocusTarget();
  const openDialog = (log: WeightLog | null) =>
    setDialog((current) => ({ open: true, log, opening: current.opening + 1 }));
  const [search, setSearch] = useSearchParams();
  const editing = search.get('edit');
  const asked = useSWR<WeightLog>(editing ? weightLogKey(editing) : null);
  useEffect(() => {
    if (!asked.data) return;
    openDialog(asked.data);
    setSearch({}, { replace: true });
  }, [asked.data, setSearch]);

  return (
    <>
      <PageHeader
        title={t`Weight`}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => openDialog(null)} {...restoreFocus}>
            {t`Create weight log`}
          </Button>
        }
      />
      <ApiResourceState result={result} isEmpty={(data) => data.member.length === 0} empty={t`No weight logged yet.`}>
        {(data) => (
          <div className={styles.content}>
            <WeightOverview logs={data.member} today={localToday()} />
            <WeightLogList logs={data.member} onEdit={openDialog} />
          </div>
        )}
      </ApiResourceState>
      <WeightLogDialog state={dialog} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
    </>
  );
}
