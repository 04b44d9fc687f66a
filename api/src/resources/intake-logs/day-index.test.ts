import { sql } from 'kysely';
import { insertIntakeLog } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { localDays } from './local-days';
import { intakeLogViewsBetween } from './repository';

const t = setupTestApp();

describe("a day's intake logs", () => {
  it('are read as a bounded range of the (user_uuid, date) index, whatever the length of the history', async () => {
    const me = await t.signIn();
    for (const date of ['2015-01-01T12:00:00Z', '2020-06-01T12:00:00Z', '2024-05-01T12:00:00Z'])
      await insertIntakeLog(t.db, me.uuid, { type: 'manual', date });
    const days = localDays('Europe/Amsterdam');
    const plan = await t.db.transaction().execute(async (trx) => {
      // The tables are tiny here: make the planner show the plan it would use on a long history.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const query = intakeLogViewsBetween(trx, me.uuid, days.startOf('2024-05-01'), days.startOf('2024-05-02'));
      const rows = await query.explain();
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using intake_logs_user_uuid_date_idx on intake_logs log/);
    expect(plan).toMatch(/Index Cond: \(\(user_uuid = .*\) AND \(date >= .*\) AND \(date < .*\)\)/);
  });
});
