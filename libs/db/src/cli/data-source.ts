import { createDataSource, ownerDatabaseUrl } from '../data-source';

/** For the TypeORM CLI only: `typeorm migration:run -d libs/db/dist/cli/data-source.js`, as the owner. */
export default createDataSource({ url: ownerDatabaseUrl(process.env), applicationName: 'cdi-cli' });
