import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import 'dayjs/locale/en-gb';
import isoWeek from 'dayjs/plugin/isoWeek';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';
import type { Locale } from '@nutrilog/shared/domain';

dayjs.extend(isoWeek);
dayjs.extend(localizedFormat);
dayjs.extend(utc);

const DAYJS_LOCALES: Record<Locale, string> = { 'en-GB': 'en-gb', 'nl-NL': 'nl' };

/** dayjs is a shared singleton: setting its locale here applies to the host and every remote. */
export function setDateLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale]);
}

const API_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A moment's local day as a short weekday, the day and a short month, in the active locale: 'Sun 29 Mar'. */
export function formatWeekdayDate(date: Date | string): string {
  return dayjs(date).format('ddd D MMM');
}

/** The start and end of a local day as the API's UTC 'YYYY-MM-DD HH:mm:ss' bounds (docs/product.md#the-api). */
export function localDayBoundsUtc(day: Date | string = new Date()): { after: string; before: string } {
  const local = dayjs(day);
  return {
    after: local.startOf('day').utc().format(API_DATE_TIME),
    before: local.endOf('day').utc().format(API_DATE_TIME),
  };
}

/**
 * The browser's IANA time zone, for the API's `timezone` parameters, which are guessed from the browser
 * (docs/product.md#the-api).
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
