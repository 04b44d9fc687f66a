import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { parseDataVersion } from '@nutrilog/shared/domain';
import { hashToken } from '../resources/auth/tokens';
import { API_KEY_HEADER_NAME, isLiveAndTouched, setTokenReadFirst } from './authenticate';
import { logsEachRequest, REQUEST_ID_HEADER } from './logger';
import { requestLine } from './request-end';
import {
  type CachedAnswer,
  cacheKey,
  encodedAnswer,
  noteKeptAnswerLookedUp,
  type ResponseCache,
} from './response-cache';
import { SECURITY_HEADERS } from './security-headers';
import { DATA_VERSION_HEADER_NAME } from './token-lookups';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/*
 * The API's HTTP server. A GET whose answer is kept for its user (http/response-cache.ts) is answered here, before
 * Fastify routes it: the kept answer is the same bytes and headers Fastify would send, and going through Fastify's
 * request, hooks and reply for it took half of a kept read's time (a bare route answered twice as fast;
 * docs/performance.md). Everything else, kept-answer misses included, goes to Fastify as before.
 *
 * Only what the kept answer itself settles is done here: the token is checked as authenticate does (in memory, or
 * with a shared database by the shared token read, whose result Fastify then reuses on a miss); a token whose last
 * use is due to be written, a request with an Origin when CORS is on, and anything but GET go to Fastify.
 */
export function keptAnswerServer(): { serverFactory: FastifyServerFactory; serve(app: FastifyInstance): void } {
  let app: FastifyInstance | undefined;
  const serverFactory: FastifyServerFactory = (fastifyHandler) => {
    const handler = fastifyHandler as Handler;
    const server = http.createServer((request, response) => {
      if (app === undefined || !sendKeptAnswer(app, request, response, handler)) handler(request, response);
    });
    // Fastify's own defaults, which it sets only on a server it makes itself.
    server.keepAliveTimeout = 72_000;
    server.requestTimeout = 0;
    return server;
  };
  return { serverFactory, serve: (built) => void (app = built) };
}

/** true when the request is taken here (answered, or handed to Fastify once its token is read). */
function sendKeptAnswer(
  app: FastifyInstance,
  request: IncomingMessage,
  response: ServerResponse,
  fastify: Handler,
): boolean {
  const cache = app.responseCache;
  const token = request.headers[API_KEY_HEADER_NAME];
  if (request.method !== 'GET' || cache === null || typeof token !== 'string' || token === '') return false;
  if (app.config.corsOrigins.length > 0 && request.headers.origin !== undefined) return false;
  const start = performance.now();
  const tokenHash = hashToken(token);
  const toFastify = () => fastify(request, response);
  if (!app.config.sharedDatabase) {
    const live = app.tokenCache?.get(tokenHash);
    if (live === undefined || !isLiveAndTouched(live, Date.now(), app.config.tokenIdleHours)) return false;
    keptOrMade(app, cache, request, response, live.owner.uuid, null, start, toFastify);
    return true;
  }
  // Processes sharing the database read the token (and the user's data version), unless a read of it is leased.
  const leased = app.tokenLookups.leased(tokenHash, parseDataVersion(request.headers[DATA_VERSION_HEADER_NAME]));
  if (leased !== undefined) {
    if (!isLiveAndTouched(leased, Date.now(), app.config.tokenIdleHours)) return false;
    keptOrMade(app, cache, request, response, leased.owner.uuid, leased.dataVersion, start, toFastify);
    return true;
  }
  app.tokenLookups.find(tokenHash).then(
    (live) => {
      setTokenReadFirst(request, live);
      if (live !== null && isLiveAndTouched(live, Date.now(), app.config.tokenIdleHours))
        keptOrMade(app, cache, request, response, live.owner.uuid, live.dataVersion, start, toFastify);
      else toFastify();
    },
    // The database did not answer: Fastify reads again and answers the problem as for any request.
    toFastify,
  );
  return true;
}

/**
 * Sends the user's kept answer, or the one another request is making once it is made; when there is none to wait
 * for (or the wait ends without one), Fastify makes it, told that it was looked up here.
 */
function keptOrMade(
  app: FastifyInstance,
  cache: ResponseCache,
  request: IncomingMessage,
  response: ServerResponse,
  owner: string,
  dataVersion: string | null,
  start: number,
  toFastify: () => void,
): void {
  const make = () => {
    noteKeptAnswerLookedUp(request);
    toFastify();
  };
  const whenMade = (answer: CachedAnswer | undefined) =>
    answer === undefined ? make() : sent(app, request, response, answer, dataVersion, start);
  const found = cache.currentOrWait(owner, cacheKey(request.url ?? '', dataVersion), whenMade);
  if (found === 'make') make();
  else if (found !== 'wait') sent(app, request, response, found, dataVersion, start);
}

/** Writes the answer, then counts it and writes its log line as registerRequestEnd does for Fastify's answers. */
function sent(
  app: FastifyInstance,
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer,
  dataVersion: string | null,
  start: number,
): void {
  writeKeptAnswer(request, response, answer, dataVersion);
  const ms = performance.now() - start;
  app.metrics.request('GET', answer.route, 200, ms / 1000);
  app.metrics.keptAnswer(true);
  if (logsEachRequest(app.config.logLevel))
    app.log.info(
      { reqId: requestIdOf(request), res: { statusCode: 200 }, responseTime: ms, kept: true },
      requestLine('GET', request.url ?? '', 200, ms),
    );
}

let keptRequests = 0;
/** The request's id for its log line: the web server's in front, or one of this server's own (Fastify's are `req-N`). */
const requestIdOf = (request: IncomingMessage) => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' ? given : `kept-${(keptRequests += 1)}`;
};

/** As Fastify sends a kept answer: the security headers, the type, and gzipped when worth it and accepted. */
function writeKeptAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer,
  dataVersion: string | null,
): void {
  const { body, headers } = encodedAnswer(answer, request.headers['accept-encoding']);
  const version = dataVersion === null ? undefined : { [DATA_VERSION_HEADER_NAME]: dataVersion };
  response.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': answer.contentType,
    ...headers,
    ...version,
    'content-length': body.length,
  });
  response.end(body);
}
