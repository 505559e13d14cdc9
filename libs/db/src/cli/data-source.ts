import { createDataSource, DEFAULT_DATABASE_URL } from '../data-source';

/** For the TypeORM CLI only: `typeorm migration:run -d libs/db/dist/cli/data-source.js`. */
export default createDataSource({ url: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, applicationName: 'cdi-cli' });
