import dayjs from 'dayjs';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The day the dashboard shows and statistics reports on: one choice shared by every remote of the page, the
 * selected date that statistics also uses (docs/product.md#statistics). `@nutrilog/shared` is a Module Federation
 * singleton, so this module's state is the page's; the window event also keeps a remote that runs its own copy in
 * step. The choice lasts for the tab (sessionStorage) and falls back to today once the day it was made is over.
 */
const STORAGE_KEY = 'nutrilog:selected-date';
const CHANGE_EVENT = 'nutrilog:selected-date-change';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface StoredChoice {
  date: string;
  /** The local day the choice was made on. */
  madeOn: string;
}

/** Today's local calendar date, `YYYY-MM-DD`. */
export const localToday = (): string => dayjs().format('YYYY-MM-DD');

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The day a page starts on: the tab's choice if it was made today, else today. */
export function storedSelectedDate(): string {
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as StoredChoice | null;
    if (stored && CALENDAR_DATE.test(stored.date) && stored.madeOn === localToday()) return stored.date;
  } catch {
    // An unreadable choice is no choice.
  }
  return localToday();
}

let current: string | null = null;

/** The day the page shows now: what `useSelectedDate` renders with, read outside React. */
export function selectedDate(): string {
  current ??= storedSelectedDate();
  return current;
}

function subscribe(listener: () => void): () => void {
  const onChange = () => {
    current = storedSelectedDate();
    listener();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Chooses the shared day (`YYYY-MM-DD`). */
export function selectDate(date: string): void {
  if (!CALENDAR_DATE.test(date)) throw new Error(`Not a calendar date: ${date}`);
  current = date;
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ date, madeOn: localToday() } satisfies StoredChoice));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The shared selected day (`YYYY-MM-DD`, today by default) and the function that changes it. */
export function useSelectedDate(): [string, (date: string) => void] {
  const date = useSyncExternalStore(subscribe, selectedDate, localToday);
  return [date, useCallback((next: string) => selectDate(next), [])];
}
