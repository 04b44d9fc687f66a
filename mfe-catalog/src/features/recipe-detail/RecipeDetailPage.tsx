import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { recipeKey } from '@nutrilog/shared/api-client';
import type { Recipe } from '@nutrilog/shared/schemas';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import { RecipeHeaderActions } from './RecipeHeaderActions';
import { RecipeItemList } from './RecipeItemList';
import { RecipeNutrients } from './RecipeNutrients';

export function RecipeDetailPage() {
  const { t } = useLingui();
  const { uuid } = useParams();
  const result = useSWR<Recipe>(recipeKey(uuid));
  return (
    <>
      <PageHeader
        title={result.data?.name ?? t`Recipe`}
        actions={result.data ? <RecipeHeaderActions recipe={result.data} /> : undefined}
      />
      <ApiResourceState result={result} notFound={t`This recipe could not be found.`}>
        {(recipe) => (
          <>
            <RecipeItemList recipe={recipe} />
            <RecipeNutrients recipe={recipe} />
          </>
        )}
      </ApiResourceState>
    </>
  );
}
