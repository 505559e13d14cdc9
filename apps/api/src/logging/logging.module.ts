import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { API_BASE, HealthPaths, MetricsPaths, REQUEST_ID_HEADER } from '@cdi/contracts';
import { LoggerModule } from 'nestjs-pino';
import type { ApiEnv } from '../config/api-env';
import { requestIdFor } from './request-id';

/** Probes that would fill the log with a line every few seconds. */
const QUIET_PATHS = new Set([`${API_BASE}${HealthPaths.live}`, `${API_BASE}${MetricsPaths.metrics}`]);

/** pino-pretty is a development dependency: a development run uses it when it is installed, everything else writes JSON. */
function prettyAvailable(env: ApiEnv): boolean {
  if (env.NODE_ENV !== 'development') return false;
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Structured logs: one JSON object per line through pino, the request's id on every line logged while
 * serving it (Nest's loggers included) and in the X-Request-Id response header, one line per finished
 * request with its status and duration. Cookies and authorization never reach the log.
 */
export function loggingModule(env: ApiEnv): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
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
      autoLogging: { ignore: (request: IncomingMessage) => QUIET_PATHS.has((request.url ?? '').split('?')[0]!) },
      ...(prettyAvailable(env) && { transport: { target: 'pino-pretty', options: { singleLine: true } } }),
    },
  });
}
