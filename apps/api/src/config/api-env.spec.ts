import { randomBytes } from 'node:crypto';
import { DEMO_APP_SECRET, estimatedEntropyBits, MIN_APP_SECRET_BITS } from '@cdi/credentials';
import { loadApiEnv } from './api-env';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/cdi', REDIS_URL: 'redis://redis:6379' };
const strongSecret = () => randomBytes(48).toString('base64');

describe('APP_SECRET', () => {
  describe('in production', () => {
    it('accepts a random secret and uses it', () => {
      const secret = strongSecret();
      expect(loadApiEnv({ ...production, APP_SECRET: secret })).toMatchObject({ APP_SECRET: secret, usingDemoSecret: false });
    });

    it('refuses to start without one', () => {
      expect(() => loadApiEnv(production)).toThrow(/APP_SECRET: Production mode needs APP_SECRET to be set/);
    });

    it('refuses the published demo secret', () => {
      expect(() => loadApiEnv({ ...production, APP_SECRET: DEMO_APP_SECRET })).toThrow(/APP_SECRET is the published demo secret/);
    });

    it.each([
      ['one character repeated', 'a'.repeat(32)],
      ['a short pattern repeated', 'abcd'.repeat(16)],
      ['a word repeated', 'password'.repeat(4)],
      ['a longer pattern repeated', 'abcdefgh'.repeat(8)],
    ])('refuses a low-entropy secret (%s)', (_, secret) => {
      expect(() => loadApiEnv({ ...production, APP_SECRET: secret })).toThrow(/APP_SECRET is too predictable/);
    });

    it('refuses the demo opt-in, which is for development and tests only', () => {
      expect(() => loadApiEnv({ ...production, APP_SECRET: strongSecret(), ALLOW_DEMO_SECRET: 'true' })).toThrow(
        /ALLOW_DEMO_SECRET is not allowed in production/,
      );
    });

    it('refuses the adjustable clock, which is for tests only', () => {
      expect(() => loadApiEnv({ ...production, APP_SECRET: strongSecret(), TEST_CLOCK: 'true' })).toThrow(
        /TEST_CLOCK is for tests only/,
      );
      expect(loadApiEnv({ ...production, APP_SECRET: strongSecret(), TEST_CLOCK: 'false' }).TEST_CLOCK).toBe(false);
    });

    it('refuses the crash signal, which is for tests only', () => {
      expect(() => loadApiEnv({ ...production, APP_SECRET: strongSecret(), TEST_CRASH_SIGNAL: 'true' })).toThrow(
        /TEST_CRASH_SIGNAL is for tests only/,
      );
      expect(loadApiEnv({ ...production, APP_SECRET: strongSecret() }).TEST_CRASH_SIGNAL).toBeUndefined();
      expect(loadApiEnv({ ALLOW_DEMO_SECRET: 'true', TEST_CRASH_SIGNAL: 'true' }).TEST_CRASH_SIGNAL).toBe(true);
    });
  });

  describe('outside production', () => {
    it('refuses to start with NODE_ENV unset, no APP_SECRET and no opt-in, saying what to do', () => {
      expect(() => loadApiEnv({})).toThrow(/APP_SECRET is not set: set one .*or set ALLOW_DEMO_SECRET=true/);
      expect(() => loadApiEnv({ NODE_ENV: 'test' })).toThrow(/APP_SECRET is not set/);
    });

    it.each(['true', '1'])('uses the demo secret only when ALLOW_DEMO_SECRET=%s opts into it', (flag) => {
      expect(loadApiEnv({ ALLOW_DEMO_SECRET: flag })).toMatchObject({ APP_SECRET: DEMO_APP_SECRET, usingDemoSecret: true });
      expect(() => loadApiEnv({ ALLOW_DEMO_SECRET: 'false' })).toThrow(/APP_SECRET is not set/);
    });

    it('runs on real time unless TEST_CLOCK turns the adjustable clock on', () => {
      expect(loadApiEnv({ ALLOW_DEMO_SECRET: 'true' }).TEST_CLOCK).toBe(false);
      expect(loadApiEnv({ ALLOW_DEMO_SECRET: 'true', TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
    });

    it('prefers a secret that is set over the demo one', () => {
      const secret = 'x'.repeat(32);
      expect(loadApiEnv({ APP_SECRET: secret, ALLOW_DEMO_SECRET: 'true' })).toMatchObject({
        APP_SECRET: secret,
        usingDemoSecret: false,
      });
    });
  });
});

describe('estimatedEntropyBits', () => {
  it('scores repetition and repeated patterns low, random bytes above the production minimum', () => {
    expect(estimatedEntropyBits('a'.repeat(32))).toBe(0);
    expect(estimatedEntropyBits('ab'.repeat(16))).toBeLessThanOrEqual(32);
    expect(estimatedEntropyBits('abcdefgh'.repeat(8))).toBeLessThan(MIN_APP_SECRET_BITS); // 8 distinct characters, but a loop
    for (let i = 0; i < 50; i++) expect(estimatedEntropyBits(strongSecret())).toBeGreaterThan(MIN_APP_SECRET_BITS);
  });
});
