import { Client } from 'pg';
import { createDataSource } from './data-source';

function maintenanceUrl(url: string): { adminUrl: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`Unsupported database name "${database}"`);
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), database };
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const { adminUrl, database } = maintenanceUrl(url);
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/** Drops the database named in the URL (test runs clean up their own). */
export async function dropDatabase(url: string): Promise<void> {
  const { adminUrl, database } = maintenanceUrl(url);
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Applies every pending migration; returns the names of those it ran. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = createDataSource({ url, poolSize: 2, applicationName: 'cdi-migrate' });
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
