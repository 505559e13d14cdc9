// The PgBouncer the pooler test runs: Debian's, or PGBOUNCER_PATH. CommonJS so that scripts and the
// TypeScript test helpers share one answer.

const PGBOUNCER_PATH = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

const PGBOUNCER_MISSING = `The pooler test needs PgBouncer at ${PGBOUNCER_PATH}: install it (sudo apt-get install pgbouncer) or set PGBOUNCER_PATH.`;

module.exports = { PGBOUNCER_PATH, PGBOUNCER_MISSING };
