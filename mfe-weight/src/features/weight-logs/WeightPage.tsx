import { useLingui } from '@lingui/react/macro';
import { WEIGHT_LOGS_NEWEST_FIRST_KEY } from '@nutrilog/shared/api-client';
import type { Collection, WeightLog } from '@nutrilog/shared/domain';
import { formatWeight, unitSymbol } from '@nutrilog/shared/format';
import { ApiResourceState, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import dayjs from 'dayjs';
import useSWR from 'swr';

export function WeightPage() {
  const { t, i18n } = useLingui();
  const result = useSWR<Collection<WeightLog>>(WEIGHT_LOGS_NEWEST_FIRST_KEY);
  return (
    <>
      <PageHeader title={t`Weight`} />
      <ApiResourceState result={result} isEmpty={(data) => data.totalItems === 0} empty={t`No weight logged yet.`}>
        {(data) => (
          <SimpleList
            label={t`Weight logs`}
            items={data.member.map((log) => ({
              key: log.uuid,
              primary: dayjs(log.date).format('ddd D MMM'),
              secondary: `${formatWeight(log.weight, i18n.locale)} ${unitSymbol(log.unit)}`,
            }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
