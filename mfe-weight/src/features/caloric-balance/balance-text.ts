import { useLingui } from '@lingui/react/macro';
import type { MaintenanceConfidence } from '@nutrilog/shared/domain';
import { formatNutrient, formatSignedNumber, roundTo } from '@nutrilog/shared/format';
import { NUTRIENT_BY_KEY } from '@nutrilog/shared/nutrients';
import type { CaloricBalance } from '@nutrilog/shared/schemas';

const CALORIE_DECIMALS = NUTRIENT_BY_KEY.calories.decimals;

/** How a caloric balance reads: "-550 kcal/day", "deficit", "Maintenance about 2,350 kcal/day", "low confidence". */
export function useBalanceText() {
  const { t, i18n } = useLingui();
  const confidences: Record<MaintenanceConfidence, string> = {
    low: t`low confidence`,
    medium: t`medium confidence`,
    high: t`high confidence`,
  };
  return {
    balance(balance: number) {
      const value = formatSignedNumber(balance, i18n.locale, CALORIE_DECIMALS);
      return t`${value} kcal/day`;
    },
    /** Deficit or surplus, by the balance as shown (one that shows as 0 is neither). */
    direction(balance: number) {
      const shown = roundTo(balance, CALORIE_DECIMALS);
      if (shown < 0) return t`deficit`;
      return shown > 0 ? t`surplus` : t`in balance`;
    },
    maintenance(maintenance: NonNullable<CaloricBalance['maintenance']>) {
      const calories = formatNutrient('calories', maintenance.calories, i18n.locale);
      return t`Maintenance about ${calories} kcal/day`;
    },
    confidence: (confidence: MaintenanceConfidence) => confidences[confidence],
  };
}
