import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function GoalsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Goals`} />
      <EmptyState>{t`No goals yet.`}</EmptyState>
    </>
  );
}
