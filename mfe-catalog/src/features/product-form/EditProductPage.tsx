import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function EditProductPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Edit product`} />
      <EmptyState>{t`This product could not be found.`}</EmptyState>
    </>
  );
}
