import { useLingui } from '@lingui/react/macro';
import type { Recipe } from '@nutrilog/shared/domain';
import type { RecipeInput } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

/** Creates a recipe, says so, refreshes the recipe lists and opens the new recipe. */
export function useCreateRecipe(): (values: RecipeInput) => Promise<void> {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return async (values) => {
    const created = await api.post<Recipe>('/api/recipes', values);
    notify({ intent: 'success', title: t`Recipe created` });
    void mutate(underPath('/api/recipes'));
    navigate(`/recipes/${created.uuid}`);
  };
}
