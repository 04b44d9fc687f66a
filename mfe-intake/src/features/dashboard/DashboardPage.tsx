import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { sumNutrients } from '@nutrilog/shared/nutrients';
import type { IntakeLog } from '@nutrilog/shared/schemas';
import { ApiResourceState, EmptyState, PageHeader, PreloadingLink, useSelectedDate } from '@nutrilog/shared/ui';
import { useButtonStyles } from './button-styles';
import { DayPicker } from './DayPicker';
import { HourGroups } from './HourGroups';
import { NutrientCards } from './NutrientCards';
import { useDayLogs } from './useDayLogs';
import { useGoalTargets } from './useGoalTargets';

// Fluent's drawer is loaded when a log is first pointed at or opened, not with the first page.
const loadLogDrawer = () => import('./LogDrawer');
const LogDrawer = lazy(() => loadLogDrawer().then((m) => ({ default: m.LogDrawer })));
const preloadLogDrawer = () => void loadLogDrawer();

const useStyles = makeStyles({
  // The previous day's logs stay while the chosen one loads, dimmed.
  stale: { opacity: 0.6 },
});

export function DashboardPage() {
  const styles = useStyles();
  const button = useButtonStyles();
  const { t } = useLingui();
  const [selected, selectDate] = useSelectedDate();
  const logs = useDayLogs(selected);
  const goals = useGoalTargets(selected);
  const [drawer, setDrawer] = useState<{ log: IntakeLog; open: boolean } | null>(null);
  // The drawer follows the refreshed day, so a change made in it shows there.
  const drawerLog = drawer ? (logs.data?.member.find((log) => log.uuid === drawer.log.uuid) ?? drawer.log) : null;
  const stale = logs.isLoading && logs.data !== undefined;
  const select = (date: string) => {
    // The drawer belongs to the day it was opened on.
    setDrawer((current) => current && { ...current, open: false });
    selectDate(date);
  };

  return (
    <>
      <PageHeader
        title={t`Dashboard`}
        actions={
          <PreloadingLink to="/create-intake-log" className={mergeClasses(button.button, button.primary)}>
            {t`Log intake`}
          </PreloadingLink>
        }
      />
      <DayPicker selected={selected} onSelect={select} />
      <ApiResourceState result={{ ...logs, isLoading: logs.isLoading && !stale }}>
        {(day) => (
          <div aria-busy={stale} className={stale ? styles.stale : undefined}>
            <NutrientCards totals={sumNutrients(day.member.map((log) => log.effectiveNutrients))} goals={goals} />
            {day.member.length === 0 ? (
              <EmptyState>{t`Nothing logged on this day yet.`}</EmptyState>
            ) : (
              <HourGroups
                logs={day.member}
                onOpen={(log) => setDrawer({ log, open: true })}
                onIntent={preloadLogDrawer}
              />
            )}
          </div>
        )}
      </ApiResourceState>
      {drawer && drawerLog ? (
        <Suspense fallback={null}>
          <LogDrawer log={drawerLog} open={drawer.open} onClose={() => setDrawer({ ...drawer, open: false })} />
        </Suspense>
      ) : null}
    </>
  );
}
