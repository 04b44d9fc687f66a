import type { LiveToken } from '../resources/auth/repository';
import { TokenLookups } from './token-lookups';

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
    const snapshot = new Map(hashes.filter((hash) => live.has(hash)).map((hash) => [hash, live.get(hash) as LiveToken]));
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

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('token lookups shared by requests that arrive together', () => {
  it('read the tokens of requests waiting together in one query', async () => {
    const db = fakeDatabase();
    db.live.set('a', token('a', '1')).set('b', token('b', '4'));
    const lookups = new TokenLookups(db.read);
    const first = lookups.find('a');
    const together = [lookups.find('a'), lookups.find('b'), lookups.find('gone')];
    db.nth(0).finish();
    expect(await first).toMatchObject({ dataVersion: '1' });
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

  it('write a token\'s last use once for the requests that find it due together', async () => {
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
