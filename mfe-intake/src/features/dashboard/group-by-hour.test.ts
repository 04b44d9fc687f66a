import { groupByHour } from './group-by-hour';

// Local Date constructors: the logs' UTC timestamps are made from local times, so these hold in any time zone
// (run with TZ=Asia/Kolkata or TZ=America/St_Johns to see half-hour offsets).
const at = (hours: number, minutes: number, day = 29) => ({
  date: new Date(2026, 2, day, hours, minutes).toISOString(),
  id: `${day} ${hours}:${minutes}`,
});

describe('groupByHour', () => {
  it('puts logs under their local clock hour, hours and logs in time order', () => {
    const logs = [at(19, 45), at(8, 5), at(12, 30), at(8, 59), at(8, 0), at(12, 0)];
    expect(groupByHour(logs).map((group) => [group.hour, group.logs.map((log) => log.id)])).toEqual([
      ['08:00', ['29 8:0', '29 8:5', '29 8:59']],
      ['12:00', ['29 12:0', '29 12:30']],
      ['19:00', ['29 19:45']],
    ]);
  });

  it('uses the local hour, not the UTC one, at both ends of the day', () => {
    const midnight = at(0, 10);
    const late = at(23, 50);
    expect(groupByHour([late, midnight]).map((group) => group.hour)).toEqual(['00:00', '23:00']);
  });

  it('reads timestamps written with an offset as the same instant', () => {
    const instant = new Date(2026, 2, 29, 9, 15);
    const offset = -instant.getTimezoneOffset();
    const sign = offset >= 0 ? '+' : '-';
    const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
    const local = `2026-03-29T09:15:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
    expect(groupByHour([{ date: local }])[0]!.hour).toBe('09:00');
  });

  it('gives no groups for no logs', () => {
    expect(groupByHour([])).toEqual([]);
  });
});
