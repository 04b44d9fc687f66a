import { type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { AppConfig, LogLevel } from '../config';

/** Whether a request's line (written at info) is written at this level: the check keeps the line off the hot path. */
export const logsEachRequest = (level: LogLevel) => level === 'info' || level === 'debug' || level === 'trace';

/** The header a web server in front sets (nginx's `$request_id`), so its log and the API's name a request alike. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's logger: pino's JSON lines, or for `LOG_FORMAT=pretty` (`npm start`) one short line each through
 * pino-pretty (`[17:02:11] INFO: (req-7) GET /api/products 200 3.1 ms`), an error with its stack in full. Every line
 * written for a request carries its id (`reqId`). Fastify's own two lines per request are off: registerRequestEnd
 * writes one.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'requestIdHeader'> {
  const destination =
    config.logFormat === 'pretty'
      ? pretty({
          destination: stream ?? 1,
          sync: true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          messageFormat: '{if reqId}({reqId}) {end}{msg}',
          ignore: 'pid,hostname,reqId,res,responseTime,kept',
        })
      : stream;
  return {
    logger: { level: config.logLevel, ...(destination ? { stream: destination } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: REQUEST_ID_HEADER,
  };
}
