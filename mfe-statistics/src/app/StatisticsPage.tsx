import { useLingui } from '@lingui/react/macro';
import { PageHeader, useSelectedDate } from '@nutrilog/shared/ui';
import { AveragesSection } from '../features/averages/AveragesSection';
import { DateSelector } from '../features/day-nutrients/DateSelector';
import { DayNutrientsSection } from '../features/day-nutrients/DayNutrientsSection';

/** /statistics: the nutrients of the shared selected day, and the averages of the recent weeks or months. */
export function StatisticsPage() {
  const { t } = useLingui();
  const [selected, selectDate] = useSelectedDate();
  return (
    <>
      <PageHeader title={t`Statistics`} />
      <DateSelector selected={selected} onSelect={selectDate} />
      <DayNutrientsSection date={selected} />
      <AveragesSection />
    </>
  );
}
