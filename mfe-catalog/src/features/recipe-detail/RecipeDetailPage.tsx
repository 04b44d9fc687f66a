import { useLingui } from '@lingui/react/macro';
import type { Recipe } from '@nutrilog/shared/domain';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import { ApiResourceState, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';

export function RecipeDetailPage() {
  const { t, i18n } = useLingui();
  const { uuid } = useParams();
  const result = useSWR<Recipe>(`/api/recipes/${uuid}`);
  return (
    <>
      <PageHeader title={result.data?.name ?? t`Recipe`} />
      <ApiResourceState result={result} notFound={t`This recipe could not be found.`}>
        {(recipe) => (
          <SimpleList
            label={t`Portions`}
            items={recipe.portions.map((portion) => ({ key: portion.uuid, primary: portion.name, secondary: `${formatQuantity(portion.amount, i18n.locale)} ${unitSymbol(recipe.unit)}` }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
