import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import type { Product } from '@nutrilog/shared/schemas';
import { NutrientAccordion, type NutrientAccordionPanel } from '../../components/NutrientAccordion';
import { PortionDialog } from '../../components/PortionDialog';
import type { ProductActions } from './useProductActions';

const useStyles = makeStyles({
  portionActions: { padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}` },
});

/** The nutrients per nutrientsPer ("Per 100 g"), then per portion ("1 slice (35 g)"), each portion editable. */
export function ProductNutrients({ product, actions }: { product: Product; actions: ProductActions }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const unit = unitSymbol(product.unit);
  const amount = (value: number) => formatQuantity(value, i18n.locale);

  const panels: NutrientAccordionPanel[] = [
    { key: 'per', title: t`Per ${amount(product.nutrientsPer)} ${unit}`, nutrients: product.nutrients },
    ...product.portions.map((portion) => {
      const title = t`${portion.name} (${amount(portion.amount)} ${unit})`;
      return {
        key: portion.uuid,
        title,
        nutrients: portion.effectiveNutrients,
        actions: (
          <div role="group" aria-label={title} className={styles.portionActions}>
            <PortionDialog
              trigger={
                <Button size="small" icon={<EditRegular />}>
                  {t`Edit portion`}
                </Button>
              }
              title={t`Edit portion`}
              unit={product.unit}
              initial={{ name: portion.name, amount: portion.amount }}
              onSubmit={actions.updatePortion(portion)}
            />
          </div>
        ),
      };
    }),
  ];
  return <NutrientAccordion panels={panels} />;
}
