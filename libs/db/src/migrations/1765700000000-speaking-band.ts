import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sitting's Speaking band, recorded by the centre's examiner (Speaking is examined at the centre, not
 * sat on the platform): the band (0-9 in halves), the examiner and their name as it was when they
 * recorded it, and when. With it the sitting's overall band is IELTS's overall of the four skills; the
 * overall is worked out when a result is read, so a Speaking band recorded after release changes the
 * released overall at once. All four columns are set together or cleared together.
 */
export class SpeakingBand1765700000000 implements MigrationInterface {
  name = 'SpeakingBand1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE attempts
        ADD COLUMN speaking_band numeric(2, 1) CHECK (speaking_band BETWEEN 0 AND 9 AND speaking_band * 2 = trunc(speaking_band * 2)),
        ADD COLUMN speaking_examiner_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN speaking_examiner_name text,
        ADD COLUMN speaking_recorded_at timestamptz,
        ADD CONSTRAINT attempts_speaking_recorded_whole
          CHECK ((speaking_band IS NULL) = (speaking_recorded_at IS NULL) AND (speaking_band IS NULL) = (speaking_examiner_name IS NULL));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE attempts
        DROP CONSTRAINT attempts_speaking_recorded_whole,
        DROP COLUMN speaking_recorded_at,
        DROP COLUMN speaking_examiner_name,
        DROP COLUMN speaking_examiner_id,
        DROP COLUMN speaking_band;
    `);
  }
}
