import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { StarFilled } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@nutrilog/shared/schemas';
import { PreloadingLink, SimpleList } from '@nutrilog/shared/ui';
import { groupByInitial } from './group-by-initial';

const useStyles = makeStyles({
  group: { marginBottom: tokens.spacingVerticalL },
  heading: { display: 'block', margin: `0 0 ${tokens.spacingVerticalXS}` },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
});

/** The products in alphabetical order under a heading per initial; each name links to its detail. */
export function ProductGroups({ products }: { products: readonly Product[] }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <>
      {groupByInitial(products, (product) => product.name, i18n.locale).map(({ initial, items }) => (
        <section key={initial} className={styles.group}>
          <Subtitle2 as="h2" className={styles.heading}>
            {initial}
          </Subtitle2>
          <SimpleList
            label={initial}
            items={items.map((product) => ({
              key: product.uuid,
              primary: (
                <span className={styles.name}>
                  <PreloadingLink to={`/products/${product.uuid}`}>{product.name}</PreloadingLink>
                  {product.favorite ? (
                    <StarFilled className={styles.star} role="img" aria-label={t`Favourite`} />
                  ) : null}
                </span>
              ),
            }))}
          />
        </section>
      ))}
    </>
  );
}
