/** BACKUP_EVERY (docs/api.md, "Configuration"): a whole number and a unit, `30m`, `24h`, `7d`; from a minute to 24 days (a timer's
 * longest wait is about 24.8 days). */
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const INTERVAL = /^(\d{1,4})(m|h|d)$/;

/** Milliseconds of an interval such as `24h`, or null when it is not one or out of range. */
export function parseInterval(text: string): number | null {
  const match = INTERVAL.exec(text.trim());
  if (match === null) return null;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms >= UNIT_MS.m && ms <= 24 * UNIT_MS.d ? ms : null;
}
