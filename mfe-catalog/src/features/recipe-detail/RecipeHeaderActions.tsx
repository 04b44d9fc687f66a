import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { Recipe } from '@nutrilog/shared/schemas';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { RecipeDialog } from '../../components/RecipeDialog';
import { useRecipeActions } from './useRecipeActions';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Edit and delete the recipe. */
export function RecipeHeaderActions({ recipe }: { recipe: Recipe }) {
  const styles = useStyles();
  const { t } = useLingui();
  const actions = useRecipeActions(recipe);
  return (
    <div className={styles.actions}>
      <RecipeDialog
        trigger={<Button icon={<EditRegular />}>{t`Edit recipe`}</Button>}
        title={t`Edit recipe`}
        initial={{ name: recipe.name, unit: recipe.unit, unitSize: recipe.unitSize }}
        onSubmit={actions.update}
      />
      <ConfirmDeleteDialog name={recipe.name} onConfirm={actions.remove} />
    </div>
  );
}
