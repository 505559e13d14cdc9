import { Logger } from '@nestjs/common';
import { createWorkerApp } from './bootstrap';
import { loadWorkerEnv } from './worker-env';

createWorkerApp(loadWorkerEnv())
  .then(() => new Logger('Worker').log('Worker started'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
