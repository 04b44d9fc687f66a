import { useLingui } from '@lingui/react/macro';
import type { Product } from '@nutrilog/shared/domain';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ProductFormApi } from './fill-form';
import { productInput } from './product-form-values';
import { useSaveFailure } from './useSaveFailure';

/** POST /api/products, then the new product's page, or with "and log" the intake-log form for it. */
export function useCreateProduct(form: ProductFormApi) {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { failure, clear, report } = useSaveFailure(form);

  const create = (andLog: boolean) =>
    form.handleSubmit(async (values) => {
      clear();
      try {
        const product = await api.post<Product>('/api/products', productInput(values));
        notify({ intent: 'success', title: t`Product created` });
        void mutate(underPath('/api/products'));
        navigate(andLog ? `/create-intake-log?product=${product.uuid}` : `/products/${product.uuid}`);
      } catch (error) {
        report(error);
      }
    });

  return { failure, create: create(false), createAndLog: create(true) };
}
