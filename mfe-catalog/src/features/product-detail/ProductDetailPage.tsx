import { useLingui } from '@lingui/react/macro';
import type { Product } from '@nutrilog/shared/domain';
import { NUTRIENTS } from '@nutrilog/shared/nutrients';
import { formatNutrient, formatQuantity } from '@nutrilog/shared/format';
import { ApiResourceState, NUTRIENT_LABELS, PageHeader, SimpleList } from '@nutrilog/shared/ui';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';

export function ProductDetailPage() {
  const { t, i18n } = useLingui();
  const { uuid } = useParams();
  const result = useSWR<Product>(`/api/products/${uuid}`);
  return (
    <>
      <PageHeader title={result.data?.name ?? t`Product detail`} />
      <ApiResourceState result={result} notFound={t`This product could not be found.`}>
        {(product) => (
          <SimpleList
            label={
              product.unit === 'milliliter'
                ? t`Nutrients per ${formatQuantity(product.nutrientsPer, i18n.locale)} ml`
                : t`Nutrients per ${formatQuantity(product.nutrientsPer, i18n.locale)} g`
            }
            items={NUTRIENTS.map((n) => ({
              key: n.key,
              primary: i18n._(NUTRIENT_LABELS[n.key]),
              secondary: `${formatNutrient(n.key, product.nutrients[n.key], i18n.locale)} ${n.unit}`,
            }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
