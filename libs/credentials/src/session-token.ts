import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit session token, handed to the client once. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table stores instead of the token: its SHA-256. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
