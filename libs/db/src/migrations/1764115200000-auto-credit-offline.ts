import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per assignment: give candidates their offline time back by themselves when they reconnect (off by default). */
export class AutoCreditOffline1764115200000 implements MigrationInterface {
  name = 'AutoCreditOffline1764115200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE assignments ADD COLUMN auto_credit_offline boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE assignments DROP COLUMN auto_credit_offline`);
  }
}
