import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function ProductListPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Products`} />
      <EmptyState>{t`No products yet.`}</EmptyState>
    </>
  );
}
