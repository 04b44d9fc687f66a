import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function WeightPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Weight`} />
      <EmptyState>{t`No weight logged yet.`}</EmptyState>
    </>
  );
}
