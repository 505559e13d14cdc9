import * as argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong, and cheap enough
 * that a whole centre signing in at 09:00 does not queue on two cores.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** A hash of a random string, verified against when the login id is unknown so timing tells nothing. */
  private decoyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real verification and always fails. */
  async verifyDecoy(password: string): Promise<false> {
    this.decoyHash ??= this.hash(`decoy-${Math.random()}`);
    await this.verify(await this.decoyHash, password);
    return false;
  }
}
