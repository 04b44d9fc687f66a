import { makeStyles, Tab, TabList, tokens, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AveragePeriod } from '@nutrilog/shared/domain';
import { ApiResourceState, localToday } from '@nutrilog/shared/ui';
import { useAveragePeriodChoice } from './average-period-choice';
import { AverageList } from './AverageList';
import { useAverages } from './useAverages';

const useStyles = makeStyles({
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, ...typographyStyles.subtitle1 },
  tabs: { marginBottom: tokens.spacingVerticalS },
});

/** Average calories and macronutrients of the recent weeks or months (docs/product.md#statistics), week by default. */
export function AveragesSection() {
  const styles = useStyles();
  const { t } = useLingui();
  const ids = { heading: useId(), week: useId(), month: useId() };
  const [period, choosePeriod] = useAveragePeriodChoice();
  const { result, rows } = useAverages(period, localToday());
  const listLabels: Record<AveragePeriod, string> = { week: t`Week averages`, month: t`Month averages` };
  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.heading}>
        {t`Averages`}
      </h2>
      <TabList
        className={styles.tabs}
        selectedValue={period}
        onTabSelect={(_, data) => choosePeriod(data.value as AveragePeriod)}
      >
        <Tab id={ids.week} value="week">
          {t`Week`}
        </Tab>
        <Tab id={ids.month} value="month">
          {t`Month`}
        </Tab>
      </TabList>
      <div role="tabpanel" aria-labelledby={ids[period]}>
        <ApiResourceState result={result}>
          {(averages) => <AverageList label={listLabels[period]} rows={rows(averages)} />}
        </ApiResourceState>
      </div>
    </section>
  );
}
