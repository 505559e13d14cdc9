import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE } from '@cdi/contracts';
import type { Request } from 'express';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bearer header wins; the httpOnly cookie serves requests that cannot set headers. */
export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  const cookie = (request.cookies as Record<string, string> | undefined)?.[AUTH_COOKIE];
  return cookie || null;
}
