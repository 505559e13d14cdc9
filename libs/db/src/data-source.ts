import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/cdi_exam';

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
