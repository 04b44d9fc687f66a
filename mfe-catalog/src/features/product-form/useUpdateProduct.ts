import { useLingui } from '@lingui/react/macro';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ProductFormApi } from './fill-form';
import { productPatch } from './product-form-values';
import { useSaveFailure } from './useSaveFailure';

/** PATCH /api/products/{uuid} (merge patch), then back to the product's page. */
export function useUpdateProduct(form: ProductFormApi, uuid: string) {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { failure, clear, report } = useSaveFailure(form);

  const update = form.handleSubmit(async (values) => {
    clear();
    try {
      await api.patch(`/api/products/${uuid}`, productPatch(values));
      notify({ intent: 'success', title: t`Product updated` });
      void mutate(underPath('/api/products'));
      navigate(`/products/${uuid}`);
    } catch (error) {
      report(error);
    }
  });

  return { failure, update };
}
