import { useLingui } from '@lingui/react/macro';
import type { Collection, IntakeLog } from '@nutrilog/shared/domain';
import { localDayBoundsUtc } from '@nutrilog/shared/format';
import { ApiResourceState, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import dayjs from 'dayjs';
import useSWR from 'swr';

export function DashboardPage() {
  const { t } = useLingui();
  const { after, before } = localDayBoundsUtc();
  const result = useSWR<Collection<IntakeLog>>(['/api/intake_logs', { 'order[date]': 'asc', 'date[after]': after, 'date[before]': before, pagination: false }]);
  const typeLabel = { product: t`Product`, recipe: t`Recipe`, manual: t`Manual entry` };
  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <ApiResourceState result={result} isEmpty={(data) => data.totalItems === 0} empty={t`Nothing logged on this day yet.`}>
        {(data) => (
          <SimpleList
            label={t`Today's intake`}
            items={data.member.map((log) => ({ key: log.uuid, primary: log.description || typeLabel[log.type], secondary: dayjs(log.date).format('HH:mm') }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
