import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The timers sweep looks for open sections and unfinished attempts past their deadlines every few
 * seconds; partial indexes keep that to the few rows still running, however many attempts are done.
 */
export class OverdueTimers1764028800000 implements MigrationInterface {
  name = 'OverdueTimers1764028800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX attempt_sections_open_deadline ON attempt_sections (deadline_at) WHERE status = 'open';
      CREATE INDEX attempts_running_expiry ON attempts (expires_at) WHERE status = 'in_progress';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX attempt_sections_open_deadline, attempts_running_expiry`);
  }
}
