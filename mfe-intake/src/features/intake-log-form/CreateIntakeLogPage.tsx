import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function CreateIntakeLogPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Create intake log`} />
      <EmptyState>{t`Choose a product, a recipe or enter nutrients by hand.`}</EmptyState>
    </>
  );
}
