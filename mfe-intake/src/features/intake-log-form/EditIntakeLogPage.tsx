import { useLingui } from '@lingui/react/macro';
import type { IntakeLog } from '@nutrilog/shared/domain';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import dayjs from 'dayjs';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';

export function EditIntakeLogPage() {
  const { t } = useLingui();
  const { uuid } = useParams();
  const result = useSWR<IntakeLog>(`/api/intake_logs/${uuid}`);
  return (
    <>
      <PageHeader title={t`Edit intake log`} />
      <ApiResourceState result={result} notFound={t`This intake log could not be found.`}>
        {(log) => <p>{dayjs(log.date).format('LLL')}</p>}
      </ApiResourceState>
    </>
  );
}
