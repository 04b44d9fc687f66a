import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { localToday } from '@nutrilog/shared/ui';
import { useButtonStyles } from './button-styles';
import { pickerDays, shiftDay } from './day-window';
import { token } from './theme-vars';

/** Below this width the layout is the mobile one (the md breakpoint, docs/product.md#screens). */
const MOBILE_MAX_WIDTH = 767;

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    alignItems: 'center',
    gap: token('spacingHorizontalS'),
    marginBottom: token('spacingVerticalL'),
  },
  desktopOnly: { [`@media (max-width: ${MOBILE_MAX_WIDTH}px)`]: { display: 'none' } },
  days: {
    display: 'flex',
    gap: token('spacingHorizontalXS'),
    flexGrow: 1,
    minWidth: 0,
    overflowX: 'auto',
    listStyle: 'none',
    margin: 0,
    padding: `${token('spacingVerticalXS')} 0`,
    scrollbarWidth: 'thin',
  },
  // One text per day, "Fri\n4": the weekday is its first line. One element less per day than a span per part
  // (61 days on the dashboard's first render).
  day: {
    display: 'block',
    minWidth: '48px',
    padding: `${token('spacingVerticalXS')} ${token('spacingHorizontalS')}`,
    textAlign: 'center',
    whiteSpace: 'pre-line',
    fontSize: token('fontSizeBase400'),
    lineHeight: token('lineHeightBase400'),
    fontWeight: token('fontWeightSemibold'),
    '::first-line': {
      fontSize: token('fontSizeBase200'),
      lineHeight: token('lineHeightBase200'),
      fontWeight: token('fontWeightRegular'),
    },
  },
  today: { '::first-line': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
  fixed: { flexShrink: 0, whiteSpace: 'nowrap' },
});

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} />
    </svg>
  );
}

/**
 * The days around today, one button each, the selected one scrolled into view; previous and next buttons on
 * desktop, and a way back to today. Arrow keys, Home and End move between the days, which are one tab stop.
 */
export function DayPicker({ selected, onSelect }: { selected: string; onSelect: (date: string) => void }) {
  const styles = useStyles();
  const button = useButtonStyles();
  const { t, i18n } = useLingui();
  const today = localToday();
  // Written out once per day and language, not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what dayjs writes the dates in
  const days = useMemo(() => pickerDays(today), [today, i18n.locale]);
  const listRef = useRef<HTMLUListElement>(null);
  const focusable = days.some(({ day }) => day === selected) ? selected : today;

  useEffect(() => {
    listRef.current?.querySelector('[aria-current="date"]')?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [selected]);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (at < 0 || to === undefined) return;
    event.preventDefault();
    buttons[Math.min(Math.max(to, 0), buttons.length - 1)]?.focus();
  };

  // The four looks a day can have, each merged once per render rather than once per day.
  const dayClasses = {
    other: mergeClasses(button.button, button.subtle, styles.day),
    today: mergeClasses(button.button, button.subtle, styles.day, styles.today),
    selected: mergeClasses(button.button, styles.day, button.primary),
    selectedToday: mergeClasses(button.button, styles.day, button.primary, styles.today),
  };
  const classOf = (day: string) =>
    day === selected
      ? day === today
        ? dayClasses.selectedToday
        : dayClasses.selected
      : day === today
        ? dayClasses.today
        : dayClasses.other;

  const iconButton = mergeClasses(button.button, button.subtle, button.icon, styles.fixed, styles.desktopOnly);
  return (
    <nav aria-label={t`Days`} className={styles.nav}>
      <button
        type="button"
        className={iconButton}
        aria-label={t`Previous day`}
        disabled={selected <= days[0]!.day}
        onClick={() => onSelect(shiftDay(selected, -1))}
      >
        <Chevron direction="left" />
      </button>
      <ul ref={listRef} className={styles.days} onKeyDown={moveFocus}>
        {days.map(({ day, label, weekday, number }) => (
          <li key={day}>
            <button
              type="button"
              className={classOf(day)}
              aria-label={label}
              aria-current={day === selected ? 'date' : undefined}
              tabIndex={day === focusable ? 0 : -1}
              onClick={() => onSelect(day)}
            >
              {`${weekday}\n${number}`}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={iconButton}
        aria-label={t`Next day`}
        disabled={selected >= days.at(-1)!.day}
        onClick={() => onSelect(shiftDay(selected, 1))}
      >
        <Chevron direction="right" />
      </button>
      {selected !== today ? (
        <button type="button" className={mergeClasses(button.button, styles.fixed)} onClick={() => onSelect(today)}>
          {t`Today`}
        </button>
      ) : null}
    </nav>
  );
}
