import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_BASE, StudentLimits, StudentPaths } from '@cdi/contracts';
import cookieParser from 'cookie-parser';
import { json } from 'express';
import helmet from 'helmet';
import { Logger as JsonLogger } from 'nestjs-pino';
import { serveApiDocs } from './api-docs/serve-api-docs';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { noStoreByDefault } from './common/cache-control';
import type { ApiEnv } from './config/api-env';
import { RedisIoAdapter } from './live/redis-io.adapter';
import { LeveledLogger } from './logging/leveled-logger';
import { MetricsService } from './metrics/metrics.service';

/** A whole enrolment file as JSON: its text, escaped, with room to spare. */
const IMPORT_JSON_LIMIT_BYTES = 3 * StudentLimits.importMaxBytes;

/**
 * Builds the api for an environment; main.ts listens, integration tests listen on a free port.
 * `shutdownSignals`: the signals that close it gracefully (all of Nest's by default).
 */
export async function createApiApp(
  env: ApiEnv,
  logLevels?: LogLevel[],
  { shutdownSignals }: { shutdownSignals?: string[] } = {},
): Promise<NestExpressApplication> {
  const levels = logLevels ?? ['log', 'warn', 'error'];
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forEnv(env), { logger: levels, bufferLogs: true });
  // Every line as JSON through pino, with the request's id when logged while serving one; the levels
  // still filter Nest's own lines (main.ts leaves out the start-up route listing).
  app.useLogger(new LeveledLogger(app.get(JsonLogger), levels));
  app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  // A JSON answer's ETag is a hash of its body: strong, so a candidate's content revalidates to a 304.
  app.set('etag', 'strong');
  // First, so every request is timed, whatever answers it.
  app.use(app.get(MetricsService).httpMiddleware);
  app.use(helmet());
  // Nothing the api answers is cached unless its route says so (common/cache-control.ts).
  app.use(API_BASE, noStoreByDefault);
  app.use(cookieParser());
  // An enrolment file sent as JSON ({csv} or {rows}) may be as large as the file itself; every other
  // call keeps the default 100 KB limit (a body one parser has read, the next leaves alone). Both are
  // registered here, so Nest, seeing a JSON parser in place, adds none of its own.
  app.use(
    [StudentPaths.importPreview, StudentPaths.importStart].map((path) => `${API_BASE}${path}`),
    json({ limit: IMPORT_JSON_LIMIT_BYTES }),
  );
  app.useBodyParser('json');
  serveApiDocs(app);
  app.setGlobalPrefix(API_BASE.replace(/^\//, ''));
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app, env));
  app.enableShutdownHooks(shutdownSignals);
  if (env.usingDemoSecret) {
    new Logger('Config').warn(
      'APP_SECRET is not set: ALLOW_DEMO_SECRET runs on the published demo secret (production refuses it)',
    );
  }
  return app;
}
