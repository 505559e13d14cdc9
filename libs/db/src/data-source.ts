import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/cdi_exam';

export interface DataSourceSettings {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  applicationName?: string;
}

/** The one way api, worker, scripts and tests connect. Schema changes only ever come from migrations. */
export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource({
    type: 'postgres',
    url: settings.url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    poolSize: settings.poolSize ?? 10,
    applicationName: settings.applicationName ?? 'cdi',
  });
}

/** For the TypeORM CLI: `typeorm migration:run -d libs/db/dist/data-source.js`. */
export default createDataSource({ url: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, applicationName: 'cdi-cli' });
