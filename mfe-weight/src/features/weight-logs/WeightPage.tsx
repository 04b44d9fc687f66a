import { useLingui } from '@lingui/react/macro';
import type { Collection, WeightLog } from '@nutrilog/shared/domain';
import { formatWeight } from '@nutrilog/shared/format';
import { ApiResourceState, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import dayjs from 'dayjs';
import useSWR from 'swr';

export const WEIGHT_LOGS_KEY = ['/api/weight_logs', { 'order[date]': 'desc', pagination: false }] as const;

export function WeightPage() {
  const { t, i18n } = useLingui();
  const result = useSWR<Collection<WeightLog>>(WEIGHT_LOGS_KEY);
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
              secondary: `${formatWeight(log.weight, i18n.locale)} ${log.unit === 'kilogram' ? 'kg' : log.unit}`,
            }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
