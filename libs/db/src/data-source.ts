import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { appLoginUrl, ownerLoginUrl } from './database-logins';
import { migrations } from './migrations';

/** The local database as the local server's administrator, who provisions it (provisionLocalDatabase). */
export const LOCAL_ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/cdi_exam';
/** The local database as its owner, who runs migrations and the demo data. */
export const DEFAULT_DATABASE_OWNER_URL = ownerLoginUrl(LOCAL_ADMIN_DATABASE_URL);
/** The local database as the api and the worker log in to it (ADR 0010). */
export const DEFAULT_DATABASE_URL = appLoginUrl(DEFAULT_DATABASE_OWNER_URL);

/** The owner's URL of an environment: DATABASE_OWNER_URL, which production must set. */
export function ownerDatabaseUrl(source: NodeJS.ProcessEnv): string {
  if (source.DATABASE_OWNER_URL) return source.DATABASE_OWNER_URL;
  if (source.NODE_ENV === 'production') throw new Error('Production mode needs DATABASE_OWNER_URL to be set');
  return DEFAULT_DATABASE_OWNER_URL;
}

export interface DataSourceSettings {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  applicationName?: string;
}

/**
 * The one connection config of api, worker, scripts and tests. Schema changes only ever come from
 * migrations. The apps hand it to `TypeOrmModule`; scripts and tests build a DataSource from it.
 */
export function dataSourceOptions(settings: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    poolSize: settings.poolSize ?? 10,
    applicationName: settings.applicationName ?? 'cdi',
  };
}

/** A DataSource outside Nest (migrations, scripts, tests); the caller initializes and destroys it. */
export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}
