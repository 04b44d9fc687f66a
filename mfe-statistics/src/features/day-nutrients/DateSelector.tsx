import { Button, Input, Label, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useId } from 'react';
import { localToday } from '@nutrilog/shared/ui';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const shiftDay = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** Moves the day the statistics report on: a day back or forward, to any date, or back to today. */
export function DateSelector({ selected, onSelect }: { selected: string; onSelect: (date: string) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const inputId = useId();
  return (
    <nav aria-label={t`Day`} className={styles.nav}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t`Previous day`}
        title={t`Previous day`}
        onClick={() => onSelect(shiftDay(selected, -1))}
      />
      <Label htmlFor={inputId}>{t`Date`}</Label>
      <Input
        id={inputId}
        type="date"
        value={selected}
        // A half-typed or cleared date is no choice yet.
        onChange={(_, data) => (CALENDAR_DATE.test(data.value) ? onSelect(data.value) : undefined)}
      />
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t`Next day`}
        title={t`Next day`}
        onClick={() => onSelect(shiftDay(selected, 1))}
      />
      <Button onClick={() => onSelect(localToday())}>{t`Today`}</Button>
    </nav>
  );
}
