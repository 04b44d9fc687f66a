import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Product } from '@nutrilog/shared/schemas';
import { useWrite } from '@nutrilog/shared/ui';
import type { ProductFormApi } from './fill-form';
import { productInput } from './product-form-values';
import { useSaveFailure } from './useSaveFailure';

/** POST /api/products, then the new product's page, or with "and log" the intake-log form for it. */
export function useCreateProduct(form: ProductFormApi) {
  const { t } = useLingui();
  const write = useWrite();
  const navigate = useNavigate();
  const { failure, clear, report } = useSaveFailure(form);

  const create = (andLog: boolean) =>
    form.handleSubmit(async (values) => {
      clear();
      try {
        const product = await write((api) => api.post<Product>(API_PATHS.products, productInput(values)), {
          toast: t`Product created`,
          refresh: [API_PATHS.products],
        });
        navigate(andLog ? `/create-intake-log?product=${product.uuid}` : `/products/${product.uuid}`);
      } catch (error) {
        report(error);
      }
    });

  return { failure, create: create(false), createAndLog: create(true) };
}
