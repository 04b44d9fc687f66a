import {
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { SWRResponse } from 'swr';
import type { Collection } from '@nutrilog/shared/domain';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENT_BY_KEY, type NutrientKey } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry, NutrientHistoryEntry } from '@nutrilog/shared/schemas';
import { ApiResourceState, NUTRIENT_LABELS } from '@nutrilog/shared/ui';
import { ContributorList } from './ContributorList';
import { ProgressRing } from './ProgressRing';
import { Sparkline } from './Sparkline';
import { targetPercent } from './target-percent';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    ...typographyStyles.body1,
  },
  label: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold },
  amount: { whiteSpace: 'nowrap' },
  target: { color: tokens.colorNeutralForeground3 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
  },
});

export interface NutrientItemProps {
  nutrient: NutrientKey;
  total: number;
  /** The day's target, if the nutrient has one. */
  target: number | undefined;
  entries: readonly DailyConsumptionEntry[];
  history: Pick<SWRResponse<Collection<NutrientHistoryEntry>, unknown>, 'data' | 'error' | 'isLoading' | 'mutate'>;
}

/**
 * One nutrient of the day: a header with its total, its target and a ring of the progress towards it; opened,
 * its history and what contributed to it.
 */
export function NutrientItem({ nutrient, total, target, entries, history }: NutrientItemProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const label = i18n._(NUTRIENT_LABELS[nutrient]);
  const format = (value: number) => formatNutrient(nutrient, value, i18n.locale);
  // The spaces keep the parts apart in the button's accessible name; the flex layout hides them.
  return (
    <AccordionItem value={nutrient}>
      <AccordionHeader as="h3" expandIconPosition="end">
        <span className={styles.header}>
          <span className={styles.label}>{label}</span>{' '}
          <span className={styles.amount}>
            {format(total)}
            {target === undefined ? null : <span className={styles.target}>{` / ${format(target)}`}</span>}
          </span>{' '}
          <ProgressRing
            percent={target === undefined ? null : targetPercent(total, target)}
            unit={unitSymbol(NUTRIENT_BY_KEY[nutrient].unit)}
          />
        </span>
      </AccordionHeader>
      <AccordionPanel>
        <div className={styles.panel}>
          <ApiResourceState result={history}>
            {(days) => <Sparkline nutrient={nutrient} label={label} history={days.member} />}
          </ApiResourceState>
          <ContributorList nutrient={nutrient} label={label} entries={entries} />
        </div>
      </AccordionPanel>
    </AccordionItem>
  );
}
