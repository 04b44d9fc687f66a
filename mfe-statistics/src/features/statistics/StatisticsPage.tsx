import { Plural, useLingui } from '@lingui/react/macro';
import type { Collection } from '@nutrilog/shared/domain';
import { localDayBoundsUtc } from '@nutrilog/shared/format';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import useSWR from 'swr';

export function StatisticsPage() {
  const { t } = useLingui();
  const { after, before } = localDayBoundsUtc();
  const result = useSWR<Collection<{ uuid: string }>>(['/api/intake_logs', { 'date[after]': after, 'date[before]': before, itemsPerPage: 1 }]);
  return (
    <>
      <PageHeader title={t`Statistics`} />
      <ApiResourceState result={result} isEmpty={(data) => data.totalItems === 0} empty={t`Nothing logged on this day yet.`}>
        {(data) => (
          <p>
            <Plural value={data.totalItems} one="# intake log today." other="# intake logs today." />
          </p>
        )}
      </ApiResourceState>
    </>
  );
}
