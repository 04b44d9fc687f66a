import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import { nutrientsForAmount, recipeSource } from '@nutrilog/shared/nutrients';
import type { Recipe } from '@nutrilog/shared/schemas';
import { NutrientAccordion, type NutrientAccordionPanel } from '../../components/NutrientAccordion';
import { PortionDialog } from '../../components/PortionDialog';
import { useRecipeActions } from './useRecipeActions';

/** The amount the second panel shows nutrients for, in the recipe's unit. */
const REFERENCE_AMOUNT = 100;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** The recipe's nutrients: for the whole recipe, per 100 g (or ml), and per portion (each editable); adds portions. */
export function RecipeNutrients({ recipe }: { recipe: Recipe }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const actions = useRecipeActions(recipe);
  const headingId = useId();
  const unit = unitSymbol(recipe.unit);
  const amount = (value: number) => formatQuantity(value, i18n.locale);

  const panels: NutrientAccordionPanel[] = [
    { key: 'whole', title: t`Whole recipe (${amount(recipe.unitSize)} ${unit})`, nutrients: recipe.effectiveNutrients },
    {
      key: 'reference',
      title: t`Per ${amount(REFERENCE_AMOUNT)} ${unit}`,
      nutrients: nutrientsForAmount(recipeSource(recipe), REFERENCE_AMOUNT),
    },
    ...recipe.portions.map((portion) => ({
      key: portion.uuid,
      title: `${portion.name} (${amount(portion.amount)} ${unit})`,
      nutrients: portion.effectiveNutrients,
      actions: (
        <PortionDialog
          trigger={
            <Button
              size="small"
              appearance="subtle"
              icon={<EditRegular />}
              aria-label={t`Edit portion ${portion.name}`}
            >
              {t`Edit portion`}
            </Button>
          }
          title={t`Edit portion`}
          unit={recipe.unit}
          initial={{ name: portion.name, amount: portion.amount }}
          onSubmit={actions.updatePortion(portion)}
        />
      ),
    })),
  ];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <Subtitle2 as="h2" id={headingId}>
          {t`Nutrients`}
        </Subtitle2>
        <PortionDialog
          trigger={<Button icon={<AddRegular />}>{t`Add portion`}</Button>}
          title={t`Add portion`}
          unit={recipe.unit}
          onSubmit={actions.addPortion}
        />
      </div>
      <NutrientAccordion panels={panels} />
    </section>
  );
}
