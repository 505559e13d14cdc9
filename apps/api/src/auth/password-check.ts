import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '@cdi/credentials';
import type { UserEntity } from '@cdi/db';
import { createHash, timingSafeEqual } from 'node:crypto';
import { SecretBox } from '../credentials/secret-box';
import { UsersRepository } from '../users/users.repository';

type StoredPassword = Pick<UserEntity, 'id' | 'passwordHash' | 'issuedPasswordSealed'>;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a password is a user's. Most users have an argon2 hash. A student enrolled in bulk has
 * none until their first sign-in (hashing thousands at once took minutes): their password is checked
 * against the issued one, kept sealed for the login slips, and hashed once it has signed them in.
 */
@Injectable()
export class PasswordCheck {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly secretBox: SecretBox,
    private readonly users: UsersRepository,
  ) {}

  async matches(user: StoredPassword, password: string): Promise<boolean> {
    if (user.passwordHash !== null) return this.hasher.verify(user.passwordHash, password);
    const issued = this.issuedPassword(user);
    if (issued !== null && timingSafeEqual(digest(issued), digest(password))) return true;
    // A wrong password takes as long as against a hash, so timing does not tell which kind the account has.
    return this.hasher.verifyDecoy(password);
  }

  /** After a sign-in with the issued password: its hash from now on. Runs in the user's tenant scope. */
  async hashIfFirstSignIn(user: StoredPassword, password: string): Promise<void> {
    if (user.passwordHash !== null) return;
    await this.users.updateCredentials(user.id, { passwordHash: await this.hasher.hash(password) });
  }

  private issuedPassword(user: StoredPassword): string | null {
    if (user.issuedPasswordSealed === null) return null;
    try {
      return this.secretBox.open(user.issuedPasswordSealed);
    } catch {
      // Sealed under another key (APP_SECRET changed): this password cannot be checked.
      return null;
    }
  }
}
