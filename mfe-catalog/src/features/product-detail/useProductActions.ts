import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { API_PATHS, productKey } from '@nutrilog/shared/api-client';
import type { Portion, Product } from '@nutrilog/shared/schemas';
import type { PortionInput } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices, useWrite } from '@nutrilog/shared/ui';

/**
 * Every change to a product and its portions. Each one refreshes the cached products (lists, pickers, details and
 * histories); all but the favourite toggle also say so in a toast (docs/product.md#notices-and-state-changes).
 */
export function useProductActions(product: Product) {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const write = useWrite();
  const navigate = useNavigate();
  const detailKey = productKey(product.uuid);
  const refresh = () => void mutate(underPath(API_PATHS.products));
  const refreshProducts = [API_PATHS.products];

  return {
    /** Shows the new state at once and goes back to the old one when the API refuses. */
    async toggleFavorite() {
      try {
        await mutate<Product>(detailKey, api.patch<Product>(`${detailKey}/toggle_favorite`, {}), {
          optimisticData: (current) => ({ ...(current ?? product), favorite: !(current ?? product).favorite }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
      } catch {
        notify({ intent: 'error', title: t`The favourite could not be changed. Try again.` });
        return;
      }
      refresh();
    },
    async addPortion(values: PortionInput) {
      await write((client) => client.post(API_PATHS.portions, { ...values, product: product['@id'] }), {
        toast: t`Portion created`,
        refresh: refreshProducts,
      });
    },
    updatePortion: (portion: Portion) => async (values: PortionInput) => {
      await write((client) => client.patch(portion['@id'], values), {
        toast: t`Portion updated`,
        refresh: refreshProducts,
      });
    },
    async duplicate(copyPortions: boolean) {
      const copy = await write((client) => client.post<Product>(`${detailKey}/duplicate`, { copyPortions }), {
        toast: t`Product created`,
        refresh: refreshProducts,
      });
      navigate(`/products/${copy.uuid}`);
    },
    async remove() {
      try {
        await api.delete(detailKey);
      } catch (error) {
        notify({ intent: 'error', title: t`The product could not be deleted. Try again.` });
        throw error;
      }
      notify({ intent: 'success', title: t`Product deleted` });
      navigate('/products');
      void mutate(detailKey, undefined, { revalidate: false });
      // The deleted product's own keys (detail, history) are left out: asking for them again would only answer 404.
      void mutate((key) => underPath(API_PATHS.products)(key) && !underPath(detailKey)(key));
    },
  };
}

export type ProductActions = ReturnType<typeof useProductActions>;
