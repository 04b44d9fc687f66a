import { setupTestApp } from '../testing/harness';
import { DEMO_EMAIL, seedDemoAccount } from './demo';

const t = setupTestApp();

describe('demo account seeding', () => {
  it('creates the demo account once on an empty database, prints its sign-in, and it can sign in', async () => {
    const printed: string[] = [];
    const account = await seedDemoAccount(t.db, (line) => printed.push(line));
    expect(account?.email).toBe(DEMO_EMAIL);
    expect(account?.password).toMatch(/^[\w-]{16}$/);
    expect(printed).toEqual([`Demo sign-in: demo@nutrilog.app / ${account?.password}`]);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAIL, password: account?.password } });
    expect(login.statusCode).toBe(200);

    const again: string[] = [];
    await expect(seedDemoAccount(t.db, (line) => again.push(line))).resolves.toBeNull();
    expect(again).toEqual([]);
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: DEMO_EMAIL }]);
  });

  it('leaves a database that has users alone', async () => {
    await t.createUser({ email: 'someone@example.test' });
    await expect(seedDemoAccount(t.db, () => {})).resolves.toBeNull();
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'someone@example.test' }]);
  });
});
