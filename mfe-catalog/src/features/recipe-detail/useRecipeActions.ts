import { recipeKey } from '@nutrilog/shared/api-client';
import { useLingui } from '@lingui/react/macro';
import type { Portion, Recipe, RecipeItem } from '@nutrilog/shared/domain';
import type { PortionInput, RecipeInput, RecipeItemInput, RecipeItemPatch } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

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
  const navigate = useNavigate();
  const detailKey = recipeKey(recipe.uuid);
  const refresh = () => void mutate(underPath('/api/recipes'));

  return {
    async update(values: RecipeInput) {
      await api.patch(detailKey, values);
      notify({ intent: 'success', title: t`Recipe updated` });
      refresh();
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
      void mutate((key) => key !== detailKey && underPath('/api/recipes')(key));
      navigate('/recipes');
    },
    async addPortion(values: PortionInput) {
      await api.post(`${detailKey}/portions`, values);
      notify({ intent: 'success', title: t`Portion created` });
      refresh();
    },
    updatePortion: (portion: Portion) => async (values: PortionInput) => {
      await api.patch(portion['@id'], values);
      notify({ intent: 'success', title: t`Portion updated` });
      refresh();
    },
    async addItem(values: RecipeItemInput) {
      await api.post(`${detailKey}/items`, values);
      refresh();
    },
    updateItem: (item: RecipeItem) => async (values: RecipeItemInput) => {
      const patch = itemPatch(item, values);
      if (Object.keys(patch).length === 0) return;
      await api.patch(item['@id'], patch);
      refresh();
    },
    removeItem: (item: RecipeItem) => async () => {
      await api.delete(item['@id']);
      refresh();
    },
  };
}
