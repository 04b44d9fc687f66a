import { zeroNutrients } from '@nutrilog/shared/nutrients';
import type { QueuedChange } from './offline-queue';
import { overlayQueued } from './queued-overlay';

const LOGS = '/api/intake_logs';
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const change = (fields: Partial<QueuedChange> & Pick<QueuedChange, 'method' | 'path'>): QueuedChange => ({
  key: `${fields.method} ${fields.path} ${JSON.stringify(fields.body)}`,
  user: 'u',
  seq: 1,
  status: 'waiting',
  queuedAt: 0,
  ...fields,
});

const stored = {
  uuid: A,
  type: 'product',
  date: '2026-12-01T12:00:00.000Z',
  amount: 0,
  quantity: 2,
  portion: { uuid: 'p', amount: 50 },
  totalAmount: 100,
  effectiveNutrients: { ...zeroNutrients(), calories: 200 },
};
const day = {
  'order[date]': 'asc',
  'date[after]': '2026-12-01T00:00:00.000Z',
  'date[before]': '2026-12-01T23:59:59.999Z',
};

describe('queued changes in a read', () => {
  it("add a create to the day it falls on, in the list's order, and no other day", () => {
    const create = change({
      method: 'POST',
      path: LOGS,
      preview: { uuid: B, type: 'manual', date: '2026-12-01T08:00:00.000Z', effectiveNutrients: { calories: 90 } },
    });
    const answer = overlayQueued(LOGS, day, { member: [stored], totalItems: 1 }, [create]);
    expect(answer).toEqual({
      member: [expect.objectContaining({ uuid: B, syncPending: true }), stored],
      totalItems: 2,
    });
    const nextDay = { ...day, 'date[after]': '2026-12-02T00:00:00.000Z', 'date[before]': '2026-12-02T23:59:59.999Z' };
    expect(overlayQueued(LOGS, nextDay, { member: [], totalItems: 0 }, [create])).toEqual({
      member: [],
      totalItems: 0,
    });
  });

  it("merge an edit as the API would: a portion log's nutrients follow its quantity", () => {
    const edit = change({ method: 'PATCH', path: `${LOGS}/${A}`, body: { quantity: 3 } });
    expect(overlayQueued(LOGS, day, { member: [stored] }, [edit])).toEqual({
      member: [
        {
          ...stored,
          quantity: 3,
          totalAmount: 150,
          effectiveNutrients: { ...zeroNutrients(), calories: 300 },
          syncPending: true,
        },
      ],
    });
  });

  it('take a deleted log out, and answer a record created offline from its preview', () => {
    const remove = change({ method: 'DELETE', path: `${LOGS}/${A}` });
    expect(overlayQueued(LOGS, day, { member: [stored], totalItems: 1 }, [remove])).toEqual({
      member: [],
      totalItems: 0,
    });
    const create = change({ method: 'POST', path: LOGS, preview: { uuid: B, type: 'manual', quantity: 1 } });
    const edit = change({ method: 'PATCH', path: `${LOGS}/${B}`, body: { quantity: 2 } });
    expect(overlayQueued(`${LOGS}/${B}`, undefined, undefined, [create, edit])).toEqual({
      uuid: B,
      type: 'manual',
      quantity: 2,
      syncPending: true,
    });
  });

  it('leave out changes that wait for the user (deleted elsewhere, refused)', () => {
    const edit = change({ method: 'PATCH', path: `${LOGS}/${A}`, body: { quantity: 3 }, status: 'conflict' });
    expect(overlayQueued(LOGS, day, { member: [stored] }, [edit])).toEqual({ member: [stored] });
  });
});
