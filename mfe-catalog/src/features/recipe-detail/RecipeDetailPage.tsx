import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function RecipeDetailPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Recipe`} />
      <EmptyState>{t`This recipe could not be found.`}</EmptyState>
    </>
  );
}
