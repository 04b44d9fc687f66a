import { Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNutrient, formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import type { Recipe, RecipeItem } from '@nutrilog/shared/schemas';
import { EmptyState } from '@nutrilog/shared/ui';
import { RecipeItemDialog } from '../../components/RecipeItemDialog';
import { DeleteRecipeItemButton } from './DeleteRecipeItemButton';
import { useRecipeActions } from './useRecipeActions';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalXL,
  },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { listStyle: 'none', padding: 0, margin: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '10rem' },
  deleted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** "2 × 1 slice (70 g)" with a portion, else "150 g". */
function useItemAmount(): (item: RecipeItem) => string {
  const { t, i18n } = useLingui();
  return (item) => {
    const unit = unitSymbol(item.product.unit);
    const total = formatQuantity(item.totalAmount, i18n.locale);
    if (!item.portion) return `${total} ${unit}`;
    const quantity = formatQuantity(item.quantity, i18n.locale);
    const portion = item.portion.name;
    return t`${quantity} × ${portion} (${total} ${unit})`;
  };
}

/** The recipe's items, each editable and deletable, and a button to add one. */
export function RecipeItemList({ recipe }: { recipe: Recipe }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const actions = useRecipeActions(recipe);
  const itemAmount = useItemAmount();
  const items = recipe.items ?? [];
  const headingId = useId();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <Subtitle2 as="h2" id={headingId}>
          {t`Items`}
        </Subtitle2>
        <RecipeItemDialog
          trigger={<Button icon={<AddRegular />}>{t`Add item`}</Button>}
          title={t`Add item`}
          onSubmit={actions.addItem}
        />
      </div>
      {items.length === 0 ? (
        <EmptyState>{t`No items yet.`}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t`Items`}>
          {items.map((item) => (
            <li key={item.uuid} className={styles.row}>
              <div className={styles.what}>
                <Body1>
                  {item.product.name}
                  {item.product.deleted ? <span className={styles.deleted}> {t`(deleted)`}</span> : null}
                </Body1>
                <Caption1>{itemAmount(item)}</Caption1>
              </div>
              <Body1>{`${formatNutrient('calories', item.effectiveNutrients.calories, i18n.locale)} kcal`}</Body1>
              <div className={styles.actions}>
                <RecipeItemDialog
                  trigger={
                    <Button size="small" icon={<EditRegular />} aria-label={t`Edit item ${item.product.name}`}>
                      {t`Edit item`}
                    </Button>
                  }
                  title={t`Edit item`}
                  item={item}
                  onSubmit={actions.updateItem(item)}
                />
                <DeleteRecipeItemButton productName={item.product.name} onDelete={actions.removeItem(item)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
