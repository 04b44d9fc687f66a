import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function DashboardPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <EmptyState>{t`Nothing logged on this day yet.`}</EmptyState>
    </>
  );
}
