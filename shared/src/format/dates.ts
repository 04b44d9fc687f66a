import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import 'dayjs/locale/en-gb';
import isoWeek from 'dayjs/plugin/isoWeek';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { Locale } from '../domain/auth';

dayjs.extend(isoWeek);
dayjs.extend(localizedFormat);

const DAYJS_LOCALES: Record<Locale, string> = { 'en-GB': 'en-gb', 'nl-NL': 'nl' };

/** dayjs is a shared singleton: setting its locale here applies to the host and every remote. */
export function setDateLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale]);
}
