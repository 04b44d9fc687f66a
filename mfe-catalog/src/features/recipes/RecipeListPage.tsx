import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { RECIPES_KEY } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import { formatNutrient, formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import type { Recipe } from '@nutrilog/shared/schemas';
import { ApiResourceState, PageHeader, PreloadingLink, SimpleList } from '@nutrilog/shared/ui';
import { RecipeDialog } from '../../components/RecipeDialog';
import { useCreateRecipe } from './useCreateRecipe';

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

export function RecipeListPage() {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const result = useSWR<Collection<Recipe>>(RECIPES_KEY);
  const createRecipe = useCreateRecipe();
  return (
    <>
      <PageHeader
        title={t`Recipes`}
        actions={
          <div className={styles.actions}>
            <Link to="/products">{t`Products`}</Link>
            <RecipeDialog
              trigger={
                <Button appearance="primary" icon={<AddRegular />}>
                  {t`Add recipe`}
                </Button>
              }
              title={t`Add recipe`}
              onSubmit={createRecipe}
            />
          </div>
        }
      />
      <ApiResourceState result={result} isEmpty={(data) => data.totalItems === 0} empty={t`No recipes yet.`}>
        {(data) => (
          <SimpleList
            label={t`Recipes`}
            items={data.member.map((recipe) => ({
              key: recipe.uuid,
              primary: <PreloadingLink to={`/recipes/${recipe.uuid}`}>{recipe.name}</PreloadingLink>,
              secondary:
                `${formatQuantity(recipe.unitSize, i18n.locale)} ${unitSymbol(recipe.unit)} · ` +
                `${formatNutrient('calories', recipe.effectiveNutrients.calories, i18n.locale)} kcal`,
            }))}
          />
        )}
      </ApiResourceState>
    </>
  );
}
