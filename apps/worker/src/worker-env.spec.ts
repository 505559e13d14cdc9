import { DEMO_APP_SECRET } from '@cdi/credentials';
import { loadWorkerEnv, workerAppSecret } from './worker-env';

describe('the worker’s secret for sealing issued passwords', () => {
  it('is APP_SECRET when set', () => {
    const secret = 'k'.repeat(40);
    expect(workerAppSecret(loadWorkerEnv({ APP_SECRET: secret }))).toBe(secret);
  });

  it('is the demo secret only where explicitly allowed outside production', () => {
    expect(workerAppSecret(loadWorkerEnv({ ALLOW_DEMO_SECRET: 'true' }))).toBe(DEMO_APP_SECRET);
    expect(workerAppSecret(loadWorkerEnv({}))).toBeNull();
    const production = {
      NODE_ENV: 'production',
      ALLOW_DEMO_SECRET: 'true',
      DATABASE_URL: 'postgres://x/y',
      REDIS_URL: 'redis://x',
    };
    expect(workerAppSecret(loadWorkerEnv(production))).toBeNull();
  });
});
