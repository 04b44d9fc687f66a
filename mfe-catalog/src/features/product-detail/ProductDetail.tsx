import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@nutrilog/shared/schemas';
import { PageHeader } from '@nutrilog/shared/ui';
import { FavoriteToggle } from './FavoriteToggle';
import { IntakeHistory } from './IntakeHistory';
import { ProductActions } from './ProductActions';
import { ProductNutrients } from './ProductNutrients';
import { useProductActions } from './useProductActions';

const useStyles = makeStyles({
  origin: {
    margin: `calc(-1 * ${tokens.spacingVerticalS}) 0 ${tokens.spacingVerticalL}`,
    color: tokens.colorNeutralForeground3,
  },
});

/** Where a product made from the food database came from; nothing for the user's own. */
function ProductOrigin({ origin }: { origin: Product['origin'] | undefined }) {
  const styles = useStyles();
  const { t } = useLingui();
  if (!origin) return null;
  return <p className={styles.origin}>{origin === 'reference' ? t`From USDA SR 28` : t`From Open Food Facts`}</p>;
}

/**
 * A loaded product: its name and favourite toggle, where it came from, its actions, its nutrients and its intake
 * history.
 */
export function ProductDetail({ product }: { product: Product }) {
  const actions = useProductActions(product);
  return (
    <>
      <PageHeader
        title={product.name}
        actions={<FavoriteToggle favorite={product.favorite} onToggle={() => void actions.toggleFavorite()} />}
      />
      <ProductOrigin origin={product.origin} />
      <ProductActions product={product} actions={actions} />
      <ProductNutrients product={product} actions={actions} />
      <IntakeHistory product={product} />
    </>
  );
}
