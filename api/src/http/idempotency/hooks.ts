import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  isValidIdempotencyKey,
  MAX_IDEMPOTENCY_KEY_LENGTH,
} from '@nutrilog/shared/domain';
import { conflict, validationFailed } from '../problem';
import { claimKey, findKey, type KeptKey, keepAnswer, pruneKeys, releaseKey } from './repository';

/*
 * Idempotency-Key on the authenticated writes (docs/api.md, "Repeating a write safely"; docs/decisions.md, "Offline use"). The first request with a key
 * takes it (one INSERT, so one request wins across processes), runs as usual and leaves its answer with the key; the
 * same key and request again get that answer and write nothing; the key with another request is refused (422); a
 * request that comes while the first still runs waits for its answer. A server error or a refusal worth retrying
 * (408, 409, 429) frees the key, so that the retry runs afresh.
 */
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const KEY_MS = IDEMPOTENCY_KEY_HOURS * 3_600_000;
/** A key unanswered for this long was left by a request that never ended (its process stopped). */
const ABANDONED_MS = 60_000;
/** How long a request waits for the answer of the first request with its key, and how often it looks. */
const WAIT_MS = 10_000;
const POLL_MS = 40;
const PRUNE_EVERY_MS = 3_600_000;
const NOT_KEPT = new Set([408, 409, 429]);

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request took, whose answer is to be kept. */
    idempotencyKey: string | null;
  }
}

/** The request part of a key: the same method, URL and (validated) body make the same request. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

const keyViolation = (message: string) => validationFailed([{ propertyPath: IDEMPOTENCY_KEY_HEADER, message }]);

/** preHandler of the authenticated writes (after authentication and validation). */
export async function claimIdempotencyKey(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const key = request.headers[HEADER];
  if (key === undefined || request.user === null) return undefined;
  if (typeof key !== 'string' || !isValidIdempotencyKey(key))
    throw keyViolation(
      `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters, given once.`,
    );
  const { db, clock } = request.server;
  const userUuid = request.user.uuid;
  const fingerprint = fingerprintOf(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = clock.now();
    const claim = {
      userUuid,
      key,
      fingerprint,
      now,
      expiredBefore: new Date(now.getTime() - KEY_MS),
      abandonedBefore: new Date(now.getTime() - ABANDONED_MS),
    };
    if (await claimKey(db, claim)) {
      request.idempotencyKey = key;
      return undefined;
    }
    const kept = await findKey(db, userUuid, key);
    if (kept !== undefined && kept.fingerprint !== fingerprint)
      throw keyViolation(`This ${IDEMPOTENCY_KEY_HEADER} was already used for another request.`);
    if (kept?.status != null) return replay(reply, kept);
    if (Date.now() >= deadline)
      throw conflict(`A request with this ${IDEMPOTENCY_KEY_HEADER} is still being answered. Try again shortly.`);
    await sleep(POLL_MS);
  }
}

function replay(reply: FastifyReply, kept: KeptKey): FastifyReply {
  void reply.code(kept.status ?? 200).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (kept.contentType !== null) void reply.type(kept.contentType);
  return reply.send(kept.body === '' ? undefined : kept.body);
}

/** onSend of the authenticated writes: the answer of the request that took a key is kept with it. */
export async function keepIdempotentAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const key = request.idempotencyKey;
  if (key === null || request.user === null) return payload;
  request.idempotencyKey = null;
  const { db } = request.server;
  const status = reply.statusCode;
  const body = payload === undefined || payload === null ? '' : Buffer.isBuffer(payload) ? payload.toString() : payload;
  try {
    if (status >= 500 || NOT_KEPT.has(status) || typeof body !== 'string') await releaseKey(db, request.user.uuid, key);
    else {
      const contentType = reply.getHeader('content-type');
      await keepAnswer(db, request.user.uuid, key, {
        status,
        contentType: typeof contentType === 'string' ? contentType : null,
        body,
      });
    }
  } catch (error) {
    // The write itself is done: its answer still goes out. A retry finds the key unanswered and, after
    // ABANDONED_MS, runs again (a create then meets its own uuid, taken).
    request.log.error({ err: error }, 'keeping the answer of an Idempotency-Key failed');
  }
  return payload;
}

/** The request decoration, and the hourly removal of keys past their hours while the app runs. */
export function registerIdempotencyKeys(app: FastifyInstance): void {
  app.decorateRequest('idempotencyKey', null);
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneKeys(app.db, new Date(app.clock.now().getTime() - KEY_MS)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'removing old Idempotency-Keys failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
