import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { API_BASE, HealthPaths, MetricsPaths, REQUEST_ID_HEADER } from '@cdi/contracts';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import type { ApiEnv } from '../config/api-env';
import { readableDestination } from './readable-log';
import { requestIdFor } from './request-id';

/** Probes that would fill the log with a line every few seconds. */
const QUIET_PATHS = new Set([`${API_BASE}${HealthPaths.live}`, `${API_BASE}${MetricsPaths.metrics}`]);
/** On the console, also the readiness probe: npm start polls it, answered 503 until the worker is up. */
const QUIET_ON_CONSOLE = new Set([...QUIET_PATHS, `${API_BASE}${HealthPaths.health}`]);

/**
 * Structured logs: one JSON object per line through pino, the request's id on every line logged while
 * serving it (Nest's loggers included) and in the X-Request-Id response header, one line per finished
 * request with its status and duration. Cookies and authorization never reach the log. LOG_FORMAT
 * readable (npm start) writes the same lines for a person, a request's line only at debug unless it failed.
 */
export function loggingModule(env: ApiEnv): DynamicModule {
  const readable = env.LOG_FORMAT === 'readable';
  const options: Options = {
    level: env.LOG_LEVEL,
    base: { service: 'cdi-api' },
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdFor(request.headers[REQUEST_ID_HEADER.toLowerCase()]);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (request: { id: unknown; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    autoLogging: {
      ignore: (request: IncomingMessage) => (readable ? QUIET_ON_CONSOLE : QUIET_PATHS).has((request.url ?? '').split('?')[0]!),
    },
    ...(readable && {
      customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
        error || response.statusCode >= 500 ? ('error' as const) : ('debug' as const),
    }),
  };
  return LoggerModule.forRoot({ pinoHttp: readable ? [options, readableDestination()] : options });
}
