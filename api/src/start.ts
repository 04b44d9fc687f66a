import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoAccount } from './seed/demo';

export interface RunningServer {
  app: FastifyInstance;
  /** Closes the HTTP server, then the database (releasing the PGlite lock). */
  stop(): Promise<void>;
}

/** Reads the configuration, opens and migrates the database, seeds the demo account once, and listens. */
export async function startServer(env: Record<string, string | undefined>, print: (line: string) => void): Promise<RunningServer> {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    if (config.seedDemo) await seedDemoAccount(database.db, print);
    const app = await buildApp(config, database.db);
    const address = await app.listen({ port: config.port, host: config.host });
    print(`Nutrilog API listening on ${address} (${database.description})`);
    return {
      app,
      stop: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
