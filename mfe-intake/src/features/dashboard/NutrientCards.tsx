import { makeStyles } from '@fluentui/react-components';
import type { NutrientKey, Nutrients } from '@nutrilog/shared/nutrients';
import type { Goal } from '@nutrilog/shared/schemas';
import { NutrientCard } from './NutrientCard';
import { token } from './theme-vars';

/** The nutrients the dashboard sums up (docs/product.md#dashboard). */
const CARD_NUTRIENTS = [
  'calories',
  'proteins',
  'totalCarbohydrates',
  'totalFat',
] as const satisfies readonly NutrientKey[];

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: token('spacingHorizontalM'),
    marginBottom: token('spacingVerticalXL'),
  },
});

/** The day's totals of calories, proteins, carbohydrates and fat against their goals (undefined while unknown). */
export function NutrientCards({
  totals,
  goals,
}: {
  totals: Nutrients;
  goals: Partial<Record<NutrientKey, Goal>> | undefined;
}) {
  const styles = useStyles();
  return (
    <div className={styles.cards}>
      {CARD_NUTRIENTS.map((key) => (
        <NutrientCard key={key} nutrient={key} total={totals[key]} goal={goals ? (goals[key] ?? null) : undefined} />
      ))}
    </div>
  );
}
