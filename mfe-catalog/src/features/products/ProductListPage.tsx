import { useLingui } from '@lingui/react/macro';
import type { Collection, Product } from '@nutrilog/shared/domain';
import { ApiResourceState, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import { Link } from 'react-router-dom';
import useSWR from 'swr';

export const PRODUCTS_KEY = ['/api/products', { pagination: false, 'order[name]': 'asc' }] as const;

export function ProductListPage() {
  const { t } = useLingui();
  const result = useSWR<Collection<Product>>(PRODUCTS_KEY);
  return (
    <>
      <PageHeader title={t`Products`} actions={<Link to="/recipes">{t`Recipes`}</Link>} />
      <ApiResourceState result={result} isEmpty={(data) => data.totalItems === 0} empty={t`No products yet.`}>
        {(data) => (
          <SimpleList
            label={t`Products`}
            items={data.member.map((product) => ({ key: product.uuid, primary: <Link to={`/products/${product.uuid}`}>{product.name}</Link> }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
