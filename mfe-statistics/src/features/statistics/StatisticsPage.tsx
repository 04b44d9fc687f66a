import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function StatisticsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Statistics`} />
      <EmptyState>{t`Nothing logged on this day yet.`}</EmptyState>
    </>
  );
}
