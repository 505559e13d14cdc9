export * from './entities';
export { migrations } from './migrations';
export {
  createDataSource,
  dataSourceOptions,
  DEFAULT_DATABASE_OWNER_URL,
  DEFAULT_DATABASE_URL,
  LOCAL_ADMIN_DATABASE_URL,
  ownerDatabaseUrl,
} from './data-source';
export * from './database-logins';
export type { DataSourceSettings } from './data-source';
export * from './tenant-scope';
export * from './tenant-isolation';
export { poolOf } from './raw-rows';
export * from './answer-connections';
export * from './server-env';
export * from './repositories/sessions.repository';
export * from './provisioning';
export * from './redis/redis-maintenance';
export * from './redis/redis-connection';
export * from './file-store';
export * from './repositories/attempts.repository';
export * from './repositories/test-history.repository';
export * from './postgres-errors';
export * from './live';
export * from './clock';
export * from './transactions';
export * from './student-search';
export * from './repositories/section-marking.repository';
export * from './with-timeout';
