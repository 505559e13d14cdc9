import { parseEnv, requireExplicitInProduction, ServerEnvSchema } from '../server-env';
import { redisConnectionOptions } from './redis-connection';

describe('redisConnectionOptions', () => {
  it('connects to REDIS_URL when no Sentinel is named', () => {
    const env = parseEnv(ServerEnvSchema, { REDIS_URL: 'redis://cache:6380/2' });
    expect(redisConnectionOptions(env)).toEqual({ url: 'redis://cache:6380/2' });
  });

  it('asks the Sentinels for the named master, with REDIS_URL giving only the credentials, database and TLS', () => {
    const env = parseEnv(ServerEnvSchema, {
      REDIS_URL: 'rediss://app:p%40ss@ignored:6379/3',
      REDIS_SENTINELS: 'sentinel-0:26379, sentinel-1:26380',
      REDIS_SENTINEL_MASTER: 'cdi',
      REDIS_SENTINEL_PASSWORD: 'watch',
    });
    const { reconnectOnError, ...options } = redisConnectionOptions(env);
    expect(options).toEqual({
      sentinels: [
        { host: 'sentinel-0', port: 26379 },
        { host: 'sentinel-1', port: 26380 },
      ],
      name: 'cdi',
      sentinelPassword: 'watch',
      username: 'app',
      password: 'p@ss',
      db: 3,
      tls: {},
      enableTLSForSentinelMode: true,
    });
    // A write refused by a master demoted in a switchover is sent again after reconnecting; others fail.
    expect(reconnectOnError?.(new Error("READONLY You can't write against a read only replica."))).toBe(2);
    expect(reconnectOnError?.(new Error('WRONGTYPE Operation against a key'))).toBe(false);
  });

  it("names the master 'mymaster' (Sentinel's own example) unless told otherwise", () => {
    const env = parseEnv(ServerEnvSchema, { REDIS_SENTINELS: 'sentinel:26379' });
    expect(redisConnectionOptions(env)).toMatchObject({ name: 'mymaster', sentinels: [{ host: 'sentinel', port: 26379 }] });
  });

  it('leaves the Sentinels out when the variable is empty, as a ConfigMap lists it', () => {
    const env = parseEnv(ServerEnvSchema, { REDIS_SENTINELS: '', REDIS_SENTINEL_PASSWORD: '' });
    expect(env.REDIS_SENTINELS).toBeUndefined();
    expect(redisConnectionOptions(env)).toEqual({ url: 'redis://127.0.0.1:6379' });
  });

  it('refuses a Sentinel list that is not host:port', () => {
    expect(() => parseEnv(ServerEnvSchema, { REDIS_SENTINELS: 'sentinel-0,sentinel-1:26379' })).toThrow(
      'each sentinel must be host:port',
    );
  });

  it('lets production leave REDIS_URL out behind Sentinels, and only there', () => {
    const sentinels = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/cdi', REDIS_SENTINELS: 's:26379' } as const;
    expect(() => requireExplicitInProduction(parseEnv(ServerEnvSchema, sentinels), sentinels)).not.toThrow();
    const neither = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/cdi' } as const;
    expect(() => requireExplicitInProduction(parseEnv(ServerEnvSchema, neither), neither)).toThrow(
      'Production mode needs REDIS_URL to be set',
    );
  });
});
