import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function CreateProductPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Create product`} />
      <EmptyState>{t`Fill in the product.`}</EmptyState>
    </>
  );
}
