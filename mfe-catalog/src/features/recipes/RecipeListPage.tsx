import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function RecipeListPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Recipes`} />
      <EmptyState>{t`No recipes yet.`}</EmptyState>
    </>
  );
}
