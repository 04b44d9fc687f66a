import type { Product } from '@nutrilog/shared/domain';
import { PageHeader } from '@nutrilog/shared/ui';
import { FavouriteToggle } from './FavouriteToggle';
import { IntakeHistory } from './IntakeHistory';
import { ProductActions } from './ProductActions';
import { ProductNutrients } from './ProductNutrients';
import { useProductActions } from './useProductActions';

/** A loaded product: its name and favourite toggle, its actions, its nutrients and its intake history. */
export function ProductDetail({ product }: { product: Product }) {
  const actions = useProductActions(product);
  return (
    <>
      <PageHeader title={product.name} actions={<FavouriteToggle favorite={product.favorite} onToggle={() => void actions.toggleFavorite()} />} />
      <ProductActions product={product} actions={actions} />
      <ProductNutrients product={product} actions={actions} />
      <IntakeHistory product={product} />
    </>
  );
}
