import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Recipe } from '@nutrilog/shared/schemas';
import type { RecipeInput } from '@nutrilog/shared/schemas';
import { useWrite } from '@nutrilog/shared/ui';

/** Creates a recipe, says so, refreshes the recipe lists and opens the new recipe. */
export function useCreateRecipe(): (values: RecipeInput) => Promise<void> {
  const { t } = useLingui();
  const write = useWrite();
  const navigate = useNavigate();
  return async (values) => {
    const created = await write((api) => api.post<Recipe>(API_PATHS.recipes, values), {
      toast: t`Recipe created`,
      refresh: [API_PATHS.recipes],
    });
    navigate(`/recipes/${created.uuid}`);
  };
}
