import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { productKey } from '@nutrilog/shared/api-client';
import type { Product } from '@nutrilog/shared/schemas';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import { EditProductForm } from './EditProductForm';

/** /products/{uuid}/edit */
export function EditProductPage() {
  const { t } = useLingui();
  const { uuid } = useParams();
  const result = useSWR<Product>(productKey(uuid));
  return (
    <>
      <PageHeader title={t`Edit product`} />
      <ApiResourceState result={result} notFound={t`This product could not be found.`}>
        {(product) => <EditProductForm key={product.uuid} product={product} />}
      </ApiResourceState>
    </>
  );
}
