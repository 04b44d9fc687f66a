import type { FastifyInstance } from 'fastify';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { buildApp } from '../../app';
import type { DB } from '../../db/schema';
import { API_KEY_HEADER } from '../../http/authenticate';
import { issueAccessToken } from '../../resources/auth/tokens';
import { seedRichAccount } from '../../resources/data-transfer/testing/rich-account';
import { insertUser } from '../../resources/users/repository';
import { testConfig } from '../../testing/test-config';

export interface Account {
  uuid: string;
  token: string;
}

/** A user with a token and the rich account's rows (products, recipes, logs, goals, weights). */
export async function richAccount(db: DB, email: string): Promise<Account> {
  const row = await insertUser(db, { email, passwordHash: 'scrypt$not-used-here' });
  const account = { uuid: row!.uuid, token: await issueAccessToken(db, row!.uuid, 1) };
  await seedRichAccount(db, account.uuid);
  return account;
}

export interface ExportFile {
  weightLogs: { weight: number }[];
  [key: string]: unknown;
}

/** What GET /api/export answers for `account` over `db`, but for when it was made. */
export async function exportOf(db: DB, account: Account): Promise<ExportFile> {
  const app = await buildApp(testConfig(), db);
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/api/export',
      headers: { [API_KEY_HEADER]: account.token },
    });
    if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}: ${response.body}`);
    const { exportedAt: _exportedAt, ...data } = response.json<ExportFile & { exportedAt: string }>();
    return data;
  } finally {
    await app.close();
  }
}

/** POST /api/weight_logs of `weight` for `account`. */
export async function logWeight(app: FastifyInstance, account: Account, weight: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/weight_logs',
    headers: { [API_KEY_HEADER]: account.token, 'content-type': MEDIA_TYPES.ldJson },
    payload: JSON.stringify({ date: '2026-01-15T12:30:00.000Z', weight }),
  });
  if (response.statusCode !== 201) throw new Error(`weight log answered ${response.statusCode}: ${response.body}`);
}

/** Runs a CLI command as `runCli` would, collecting its lines. */
export async function runCommand(
  command: (
    argv: string[],
    env: Record<string, string | undefined>,
    io: { out(l: string): void; err(l: string): void },
  ) => Promise<number>,
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
