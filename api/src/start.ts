import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { backupSourceOf } from './backup/take-backup';
import { loadConfig } from './config';
import type { PGliteConnectOptions } from './db/connect';
import { openDatabase } from './db/open';
import { keepStatisticsFresh } from './db/statistics';
import { referenceFoodsOf } from './resources/inference/reference-cache';
import { loadReferenceFoodsAtStartup } from './resources/reference-foods/startup';
import { seedDemoAccount } from './seed/demo';

export interface RunningServer {
  app: FastifyInstance;
  /** Closes the HTTP server, then the database (releasing the PGlite lock). */
  stop(): Promise<void>;
}

/**
 * Reads the configuration, opens and migrates the database, seeds the demo account once, imports the reference
 * foods of FOOD_DATA_DIR when they changed (a failure there is printed with `printError`, and the server starts
 * all the same), and listens. `pglite`: how PGlite runs (server.ts: in a worker thread).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  print: (line: string) => void,
  printError: (line: string) => void = print,
  pglite: PGliteConnectOptions = {},
): Promise<RunningServer> {
  const config = loadConfig(env);
  const database = await openDatabase(config, pglite);
  try {
    if (config.seedDemo) await seedDemoAccount(database.db, print);
    if (config.foodDataDir !== null)
      await loadReferenceFoodsAtStartup(database.db, config.foodDataDir, { info: print, error: printError });
    const app = await buildApp(config, database.db, {
      databaseUse: database.use,
      backupSource: config.backups === null ? undefined : backupSourceOf(database, config.databaseUrl),
    });
    const address = await app.listen({ port: config.port, host: config.host });
    print(`Nutrilog API listening on ${address} (${database.description})`);
    // The first text prompt would otherwise wait about 2 s for the reference foods to be indexed in memory. A
    // failure is not reported here (it happens when the server stops first): the first prompt indexes again.
    referenceFoodsOf(database.db).catch(() => undefined);
    const statistics = database.kind === 'pglite' ? keepStatisticsFresh(database.db, printError) : null;
    return {
      app,
      stop: async () => {
        statistics?.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
