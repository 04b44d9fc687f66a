/** Logs of one local clock hour ("08:00"), oldest first. */
export interface HourGroup<TLog> {
  hour: string;
  logs: TLog[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Groups logs by the local hour of their timestamp, hours and logs in time order. */
export function groupByHour<TLog extends { date: string }>(logs: readonly TLog[]): HourGroup<TLog>[] {
  const sorted = [...logs].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const groups: HourGroup<TLog>[] = [];
  for (const log of sorted) {
    const hour = `${pad(new Date(log.date).getHours())}:00`;
    const last = groups.at(-1);
    if (last?.hour === hour) last.logs.push(log);
    else groups.push({ hour, logs: [log] });
  }
  return groups;
}
