import { appSecretOf, DEMO_APP_SECRET } from '@cdi/credentials';
import { loadWorkerEnv } from './worker-env';

describe('the worker’s secret for sealing issued passwords', () => {
  it('is APP_SECRET when set', () => {
    const secret = 'k'.repeat(40);
    expect(appSecretOf(loadWorkerEnv({ APP_SECRET: secret }))).toBe(secret);
  });

  it('is the demo secret only where explicitly allowed outside production', () => {
    expect(appSecretOf(loadWorkerEnv({ ALLOW_DEMO_SECRET: 'true' }))).toBe(DEMO_APP_SECRET);
    expect(appSecretOf(loadWorkerEnv({}))).toBeNull();
    const production = {
      NODE_ENV: 'production',
      ALLOW_DEMO_SECRET: 'true',
      DATABASE_URL: 'postgres://x/y',
      REDIS_URL: 'redis://x',
    };
    expect(appSecretOf(loadWorkerEnv(production))).toBeNull();
  });

  it('is refused in production when it is too predictable, by the same rule as the api', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x' };
    expect(appSecretOf(loadWorkerEnv({ ...production, APP_SECRET: 'abcdefgh'.repeat(8) }))).toBeNull();
  });
});
