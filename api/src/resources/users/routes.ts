import type { FastifyInstance } from 'fastify';
import { profilePatchSchema, profileSchema } from '@nutrilog/shared/schemas';
import { notFound } from '../../http/problem';
import { defineRoute } from '../../http/route';
import { toProfile } from './profile';
import { findUser, updateUserProfile } from './repository';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/profile',
    tags: ['Auth'],
    summary: "The signed-in user's profile",
    response: profileSchema,
    handler: async ({ user }) => toProfile((await findUser(app.db, user.uuid)) ?? notFoundUser()),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/auth/profile',
    tags: ['Auth'],
    summary: "Updates the signed-in user's profile (JSON merge patch)",
    body: profilePatchSchema,
    response: profileSchema,
    handler: async ({ user, body }) => toProfile((await updateUserProfile(app.db, user.uuid, body)) ?? notFoundUser()),
  });
}

/** The token's user was deleted after the token was checked. */
function notFoundUser(): never {
  throw notFound('The user does not exist.');
}
