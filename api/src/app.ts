import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { registerBackups } from './backup/routes';
import type { BackupSource } from './backup/take-backup';
import type { AppConfig } from './config';
import type { DatabaseUse } from './db/connect';
import type { DB } from './db/schema';
import { idleSince } from './http/authenticate';
import { type Clock, systemClock } from './http/clock';
import { registerDecorations } from './http/decorations';
import { registerErrorHandling } from './http/error-handler';
import { registerIdempotencyKeys } from './http/idempotency/hooks';
import { keptAnswerServer } from './http/kept-answer-server';
import { loggerOptions } from './http/logger';
import { registerJsonMediaTypes } from './http/media-types';
import { createMetrics } from './http/metrics/registry';
import { metricsRoutes } from './http/metrics/routes';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { registerRequestEnd } from './http/request-end';
import { registerDataVersionHeader, registerResponseCache } from './http/response-cache';
import { registerProblemSchema } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTokenLookups } from './http/token-lookups';
import { valibotValidatorCompiler } from './http/validation';
import { findLiveTokens } from './resources/auth/repository';
import { authRoutes } from './resources/auth/routes';
import { barcodeRoutes } from './resources/barcodes/routes';
import { dataTransferRoutes } from './resources/data-transfer/routes';
import { foodRoutes } from './resources/foods/routes';
import { goalRoutes } from './resources/goals/routes';
import { healthRoutes } from './resources/health/routes';
import { imageInferenceRoutes } from './resources/image-inferences/routes';
import { inferenceRoutes } from './resources/inference/routes';
import { intakeLogRoutes } from './resources/intake-logs/routes';
import { portionRoutes } from './resources/portions/routes';
import { productRoutes } from './resources/products/routes';
import { recipeRoutes } from './resources/recipes/routes';
import { userRoutes } from './resources/users/routes';
import { weightLogRoutes } from './resources/weight-logs/routes';

export interface BuildOptions {
  /** Where the JSON log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** Called for every route the app registers, before any of them (the tests' route table; HEAD twins included). */
  onRoute?: (route: RouteOptions) => void;
  /** The monotonic clock, in ms, of token leases (http/token-lookups.ts) and kept answers' ages; tests move it. */
  monotonicClock?: () => number;
  /** The current time of the routes that depend on today (default the system's); tests set it. */
  clock?: Clock;
  /** How the database's connections are used, for the metrics (db/connect.ts); none in most tests. */
  databaseUse?: () => DatabaseUse;
  /** What the server backs up with BACKUP_DIR set (backup/take-backup.ts); without it, no backups. */
  backupSource?: BackupSource;
}

/** The HTTP API over an open, migrated database. The caller owns the database (and closes it). */
export async function buildApp(config: AppConfig, db: DB, options: BuildOptions = {}): Promise<FastifyInstance> {
  const keptAnswers = keptAnswerServer();
  const app = Fastify({
    ...loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    serverFactory: keptAnswers.serverFactory,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerDecorations(
    app,
    config,
    db,
    options.clock ?? systemClock,
    createMetrics({ databaseUse: options.databaseUse }),
  );
  registerRequestEnd(app);
  registerResponseCache(app, config.responseCache, options.monotonicClock);
  registerIdempotencyKeys(app);
  if (config.sharedDatabase) registerDataVersionHeader(app);
  registerTokenLookups(
    app,
    (tokenHashes) => {
      const now = new Date();
      return findLiveTokens(db, tokenHashes, now, idleSince(now, config.tokenIdleHours));
    },
    options.monotonicClock,
  );
  app.setValidatorCompiler(valibotValidatorCompiler);
  registerJsonMediaTypes(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.corsOrigins);
  await registerOpenApi(app);
  registerProblemSchema(app);

  openApiRoutes(app);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await registerBackups(app, options.backupSource);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(barcodeRoutes);
  await app.register(foodRoutes);
  await app.register(productRoutes);
  await app.register(portionRoutes);
  await app.register(recipeRoutes);
  await app.register(intakeLogRoutes);
  await app.register(goalRoutes);
  await app.register(weightLogRoutes);
  await app.register(imageInferenceRoutes);
  await app.register(inferenceRoutes);
  await app.register(dataTransferRoutes);
  keptAnswers.serve(app);
  return app;
}
