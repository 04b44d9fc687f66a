import { useLingui } from '@lingui/react/macro';
import type { Collection, Recipe } from '@nutrilog/shared/domain';
import { ApiResourceState, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import { Link } from 'react-router-dom';
import useSWR from 'swr';

export const RECIPES_KEY = ['/api/recipes', { pagination: false, 'order[name]': 'asc' }] as const;

export function RecipeListPage() {
  const { t } = useLingui();
  const result = useSWR<Collection<Recipe>>(RECIPES_KEY);
  return (
    <>
      <PageHeader title={t`Recipes`} />
      <ApiResourceState result={result} isEmpty={(data) => data.totalItems === 0} empty={t`No recipes yet.`}>
        {(data) => (
          <SimpleList
            label={t`Recipes`}
            items={data.member.map((recipe) => ({ key: recipe.uuid, primary: <Link to={`/recipes/${recipe.uuid}`}>{recipe.name}</Link> }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
