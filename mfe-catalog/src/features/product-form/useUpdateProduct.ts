import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, productKey } from '@nutrilog/shared/api-client';
import { useWrite } from '@nutrilog/shared/ui';
import type { ProductFormApi } from './fill-form';
import { productPatch } from './product-form-values';
import { useSaveFailure } from './useSaveFailure';

/** PATCH /api/products/{uuid} (merge patch), then back to the product's page. */
export function useUpdateProduct(form: ProductFormApi, uuid: string) {
  const { t } = useLingui();
  const write = useWrite();
  const navigate = useNavigate();
  const { failure, clear, report } = useSaveFailure(form);

  const update = form.handleSubmit(async (values) => {
    clear();
    try {
      await write((api) => api.patch(productKey(uuid), productPatch(values)), {
        toast: t`Product updated`,
        refresh: [API_PATHS.products],
      });
      navigate(`/products/${uuid}`);
    } catch (error) {
      report(error);
    }
  });

  return { failure, update };
}
