import 'reflect-metadata';
import type { INestApplicationContext, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { WorkerEnv } from './worker-env';
import { WorkerModule } from './worker.module';

/** The worker as a Nest application context (no HTTP); main.ts and integration tests both start it here. */
export async function createWorkerApp(env: WorkerEnv, logLevels?: LogLevel[]): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forEnv(env), {
    logger: logLevels ?? ['log', 'warn', 'error'],
  });
  app.enableShutdownHooks();
  await app.init();
  return app;
}
