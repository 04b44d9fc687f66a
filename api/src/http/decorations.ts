import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthenticatedUser } from './authenticate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database; pass it to repository functions together with `user.uuid`. */
    db: DB;
    config: AppConfig;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook; route handlers get it non-null as `context.user`. */
    user: AuthenticatedUser | null;
  }
}

export function registerDecorations(app: FastifyInstance, config: AppConfig, db: DB): void {
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('user', null);
}
