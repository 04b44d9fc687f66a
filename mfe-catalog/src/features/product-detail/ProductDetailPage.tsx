import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { productKey } from '@nutrilog/shared/api-client';
import type { Product } from '@nutrilog/shared/schemas';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import { ProductDetail } from './ProductDetail';

export function ProductDetailPage() {
  const { t } = useLingui();
  const { uuid } = useParams();
  const result = useSWR<Product>(productKey(uuid));
  if (result.data !== undefined && result.error === undefined)
    return <ProductDetail key={result.data.uuid} product={result.data} />;
  return (
    <>
      <PageHeader title={t`Product detail`} />
      <ApiResourceState result={result} notFound={t`This product could not be found.`} />
    </>
  );
}
