import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function ProductDetailPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Product detail`} />
      <EmptyState>{t`This product could not be found.`}</EmptyState>
    </>
  );
}
