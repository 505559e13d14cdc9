import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bulk enrolment issues thousands of passwords at once, and hashing each with argon2 took minutes
 * (about 22 ms a hash on two cores). Such a student is stored with the issued password sealed (as every
 * issued password already is, for the login slips) and no hash yet; the first sign-in checks the password
 * against the sealed one and stores its hash. A user always has one or the other.
 */
export class IssuedPasswordsHashedAtSignIn1765900000000 implements MigrationInterface {
  name = 'IssuedPasswordsHashedAtSignIn1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
      ALTER TABLE users ADD CONSTRAINT users_password_known CHECK (password_hash IS NOT NULL OR issued_password_sealed IS NOT NULL);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users DROP CONSTRAINT users_password_known;
      ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL;
    `);
  }
}
