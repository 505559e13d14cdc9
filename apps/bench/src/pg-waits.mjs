// @ts-check
// What the api's Postgres connections are doing, sampled every 50 ms from pg_stat_activity: how many
// are busy, and on what they wait ("CPU" when active without a wait event; "idle in transaction" is
// the api holding a transaction open while its own event loop works). Evidence, not a guess, for
// where an answer's time goes inside the database.
import pg from 'pg';

export async function startWaitSampler(databaseUrl, everyMs = 50) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const db = new pg.Client({ connectionString: databaseUrl, application_name: 'cdi-bench-sampler' });
  await db.connect();
  let counts = new Map();
  let samples = 0;
  let stopped = false;
  const sample = async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const { rows } = await db.query(
          `SELECT state, wait_event_type, wait_event FROM pg_stat_activity
            WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()
              AND application_name <> 'cdi-bench-sampler' AND state <> 'idle'`,
          [database],
        );
        samples++;
        for (const r of rows) {
          const what = r.state === 'active' ? (r.wait_event ? `${r.wait_event_type}:${r.wait_event}` : 'CPU') : r.state;
          counts.set(what, (counts.get(what) ?? 0) + 1);
        }
      } catch {
        // the sampler must never fail the run
      }
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (performance.now() - started))));
    }
  };
  const running = sample();
  return {
    /** Average busy connections per state/wait since the last take(), largest first. */
    take() {
      const out = Object.fromEntries(
        [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, v]) => [k, +(v / Math.max(1, samples)).toFixed(2)]),
      );
      counts = new Map();
      samples = 0;
      return out;
    },
    async stop() {
      stopped = true;
      await running;
      await db.end();
    },
  };
}
