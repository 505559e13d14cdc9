import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_BASE } from '@cdi/contracts';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { serveApiDocs } from './api-docs/serve-api-docs';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import type { ApiEnv } from './config/api-env';
import { RedisIoAdapter } from './live/redis-io.adapter';

/** Builds the api for an environment; main.ts listens, integration tests listen on a free port. */
export async function createApiApp(env: ApiEnv, logLevels?: LogLevel[]): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forEnv(env), {
    logger: logLevels ?? ['log', 'warn', 'error'],
    bufferLogs: false,
  });
  app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(cookieParser());
  serveApiDocs(app);
  app.setGlobalPrefix(API_BASE.replace(/^\//, ''));
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app, env));
  app.enableShutdownHooks();
  if (env.usingDemoSecret) {
    new Logger('Config').warn(
      'APP_SECRET is not set: ALLOW_DEMO_SECRET runs on the published demo secret (production refuses it)',
    );
  }
  return app;
}
