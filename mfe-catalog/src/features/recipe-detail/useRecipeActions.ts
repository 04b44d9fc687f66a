import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { API_PATHS, recipeKey } from '@nutrilog/shared/api-client';
import type { Portion, Recipe, RecipeItem } from '@nutrilog/shared/schemas';
import type { PortionInput, RecipeInput, RecipeItemInput, RecipeItemPatch } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices, useWrite } from '@nutrilog/shared/ui';

/** Only what the dialog changed, as a merge patch (an item whose product was deleted can still be edited). */
function itemPatch(item: RecipeItem, values: RecipeItemInput): RecipeItemPatch {
  const current: RecipeItemInput = {
    product: item.product['@id'],
    portion: item.portion?.['@id'] ?? null,
    amount: item.amount,
    quantity: item.quantity,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => current[key as keyof RecipeItemInput] !== value),
  );
}

/**
 * Every change to a recipe, its portions and its items. Each one refreshes the cached recipes (lists and
 * details); recipe and portion changes also say so in a toast (docs/product.md#notices-and-state-changes).
 */
export function useRecipeActions(recipe: Recipe) {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const write = useWrite();
  const navigate = useNavigate();
  const detailKey = recipeKey(recipe.uuid);
  const refresh = [API_PATHS.recipes];

  return {
    async update(values: RecipeInput) {
      await write((client) => client.patch(detailKey, values), { toast: t`Recipe updated`, refresh });
    },
    async remove() {
      try {
        await api.delete(detailKey);
      } catch (error) {
        notify({ intent: 'error', title: t`The recipe could not be deleted. Try again.` });
        throw error;
      }
      notify({ intent: 'success', title: t`Recipe deleted` });
      void mutate(detailKey, undefined, { revalidate: false });
      // The deleted recipe's own key is left out: asking for it again would only answer 404.
      void mutate((key) => key !== detailKey && underPath(API_PATHS.recipes)(key));
      navigate('/recipes');
    },
    async addPortion(values: PortionInput) {
      await write((client) => client.post(`${detailKey}/portions`, values), { toast: t`Portion created`, refresh });
    },
    updatePortion: (portion: Portion) => async (values: PortionInput) => {
      await write((client) => client.patch(portion['@id'], values), { toast: t`Portion updated`, refresh });
    },
    async addItem(values: RecipeItemInput) {
      await write((client) => client.post(`${detailKey}/items`, values), { refresh });
    },
    updateItem: (item: RecipeItem) => async (values: RecipeItemInput) => {
      const patch = itemPatch(item, values);
      if (Object.keys(patch).length === 0) return;
      await write((client) => client.patch(item['@id'], patch), { refresh });
    },
    removeItem: (item: RecipeItem) => async () => {
      await write((client) => client.delete(item['@id']), { refresh });
    },
  };
}
