// @ts-check
// Every acknowledged answer must be in Postgres: for each question a candidate wrote, the stored seq
// is at least the newest acked one (higher is fine: an answer in flight when the ack was lost), and
// the stored value is the one sent with the stored seq (its seq prefix and length).
import pg from 'pg';
import { expectedLength } from './answers.mjs';

/**
 * @param {string} databaseUrl
 * @param {string} tenantId
 * @param {import('./answers.mjs').Ledger} ledger
 */
export async function verifyAnswers(databaseUrl, tenantId, ledger) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT attempt_id || '|' || section || '|' || question AS key, seq::int AS seq, length(value) AS len,
              split_part(value, '|', 1) AS head
         FROM answers WHERE tenant_id = $1`,
      [tenantId],
    );
    const stored = new Map(rows.map((r) => [r.key, r]));
    let lostAnswers = 0;
    let lostKeys = 0;
    let corrupt = 0;
    for (const [key, [seq, count]] of ledger.keys) {
      const row = stored.get(key);
      if (!row || row.seq < seq) {
        lostKeys++;
        lostAnswers += count; // every ack to this question counts: an upper bound, and it should be 0
      } else if (row.head !== String(row.seq) || row.len !== expectedLength(row.seq)) corrupt++;
    }
    return {
      acked: ledger.acked,
      inPostgres: ledger.acked - lostAnswers,
      lost: lostAnswers,
      questionsAcked: ledger.keys.size,
      rowsInPostgres: rows.length,
      lostQuestions: lostKeys,
      corruptValues: corrupt,
    };
  } finally {
    await db.end();
  }
}
