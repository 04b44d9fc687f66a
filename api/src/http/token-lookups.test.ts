import { parseDataVersion } from '@nutrilog/shared/domain';
import type { LiveToken } from '../resources/auth/repository';
import { TOKEN_LEASE_MS, TokenLookups } from './token-lookups';

const token = (hash: string, dataVersion: string): LiveToken => ({
  owner: { uuid: `user-${hash}`, tokenHash: hash },
  expiresAt: new Date('2100-01-01'),
  lastUsedAt: new Date(),
  dataVersion,
});

/** A database of live tokens whose reads finish only when the test says so. */
function fakeDatabase() {
  const live = new Map<string, LiveToken>();
  const reads: { hashes: string[]; finish: () => void }[] = [];
  const read = (hashes: string[]) => {
    const snapshot = new Map(
      hashes.filter((hash) => live.has(hash)).map((hash) => [hash, live.get(hash) as LiveToken]),
    );
    return new Promise<Map<string, LiveToken>>((resolve) => reads.push({ hashes, finish: () => resolve(snapshot) }));
  };
  /** The n-th read (from 0), which must have started. */
  const nth = (n: number) => {
    const started = reads[n];
    if (started === undefined) throw new Error(`read ${n} has not started`);
    return started;
  };
  return { live, reads, read, nth };
}

// Two turns: the next query is scheduled by a callback that may itself run after the awaiting test code.
const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('token lookups shared by requests that arrive together', () => {
  it("read one event-loop turn's requests' tokens in one query, and those arriving meanwhile in the next", async () => {
    const db = fakeDatabase();
    db.live.set('a', token('a', '1')).set('b', token('b', '4'));
    const lookups = new TokenLookups(db.read);
    const first = [lookups.find('a'), lookups.find('b')];
    await settle();
    expect(db.reads).toHaveLength(1);
    expect(db.nth(0).hashes.sort()).toEqual(['a', 'b']);
    const together = [lookups.find('a'), lookups.find('b'), lookups.find('gone')];
    await settle();
    expect(db.reads).toHaveLength(1);
    db.nth(0).finish();
    expect((await Promise.all(first)).map((found) => found?.dataVersion)).toEqual(['1', '4']);
    await settle();
    expect(db.reads).toHaveLength(2);
    expect(db.nth(1).hashes.sort()).toEqual(['a', 'b', 'gone']);
    db.nth(1).finish();
    expect((await Promise.all(together)).map((found) => found?.dataVersion ?? null)).toEqual(['1', '4', null]);
  });

  it('never answer a request from a query that was running before it arrived', async () => {
    const db = fakeDatabase();
    db.live.set('a', token('a', '1'));
    const lookups = new TokenLookups(db.read);
    const before = lookups.find('a');
    await settle();
    db.live.delete('a'); // a logout commits while the first query runs
    const after = lookups.find('a');
    db.nth(0).finish();
    expect(await before).not.toBeNull();
    await settle();
    db.nth(1).finish();
    expect(await after).toBeNull();
  });

  it('pass a failed query on to the requests that waited for it, and go on with the next', async () => {
    let fail = true;
    const lookups = new TokenLookups(async () => {
      if (fail) throw new Error('connection lost');
      return new Map([['a', token('a', '2')]]);
    });
    await expect(lookups.find('a')).rejects.toThrow('connection lost');
    fail = false;
    expect(await lookups.find('a')).toMatchObject({ dataVersion: '2' });
  });

  it("write a token's last use once for the requests that find it due together", async () => {
    const lookups = new TokenLookups(async () => new Map());
    let touches = 0;
    const touch = async () => {
      touches += 1;
      await settle();
    };
    await Promise.all([lookups.touchOnce('a', touch), lookups.touchOnce('a', touch), lookups.touchOnce('b', touch)]);
    expect(touches).toBe(2);
    await lookups.touchOnce('a', touch);
    expect(touches).toBe(3);
  });
});

describe('leased token reads', () => {
  /** Lookups whose clock the test moves, over a database that answers at once. */
  async function leasedAfterOneRead(live: Map<string, LiveToken>) {
    let clock = 1_000;
    let reads = 0;
    const lookups = new TokenLookups(
      async (hashes) => {
        reads += 1;
        return new Map(hashes.filter((hash) => live.has(hash)).map((hash) => [hash, live.get(hash) as LiveToken]));
      },
      () => clock,
    );
    await lookups.find('a');
    return { lookups, reads: () => reads, advance: (ms: number) => void (clock += ms) };
  }

  it('stand in for a fresh read while the lease lasts, for a client whose data version it covers', async () => {
    const { lookups, reads, advance } = await leasedAfterOneRead(new Map([['a', token('a', '7')]]));
    expect(lookups.leased('a', 7n)).toMatchObject({ dataVersion: '7' });
    expect(lookups.leased('a', 3n)).toMatchObject({ dataVersion: '7' });
    advance(TOKEN_LEASE_MS - 1);
    expect(lookups.leased('a', 7n)).toBeDefined();
    expect(reads()).toBe(1);
  });

  it('leave to a fresh read a client that has seen a later version, sends none, or comes after the lease', async () => {
    const { lookups, advance } = await leasedAfterOneRead(new Map([['a', token('a', '7')]]));
    expect(lookups.leased('a', 8n)).toBeUndefined();
    expect(lookups.leased('a', undefined)).toBeUndefined();
    expect(lookups.leased('other', 1n)).toBeUndefined();
    advance(TOKEN_LEASE_MS);
    expect(lookups.leased('a', 7n)).toBeUndefined();
  });

  it('lease no token that was not found live, and forget a token logged out here', async () => {
    const live = new Map([['a', token('a', '7')]]);
    const { lookups } = await leasedAfterOneRead(live);
    lookups.forget('a');
    expect(lookups.leased('a', 1n)).toBeUndefined();
    await lookups.find('a');
    live.delete('a');
    await lookups.find('a');
    expect(lookups.leased('a', 1n)).toBeUndefined();
  });

  it('date a lease from when its query started, not from when it answered', async () => {
    let clock = 0;
    let finish: (found: Map<string, LiveToken>) => void = () => {};
    const lookups = new TokenLookups(
      () => new Promise((resolve) => (finish = resolve)),
      () => clock,
    );
    const found = lookups.find('a');
    await settle();
    clock = TOKEN_LEASE_MS;
    finish(new Map([['a', token('a', '1')]]));
    await found;
    expect(lookups.leased('a', 1n)).toBeUndefined();
  });

  it("read the client's data version only from a header of digits", () => {
    expect(parseDataVersion('42')).toBe(42n);
    for (const header of [undefined, '', '-1', '1e3', ' 4', '12345678901234567890', ['1', '2']])
      expect(parseDataVersion(header)).toBeUndefined();
  });
});
