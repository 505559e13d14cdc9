import { AUTH_COOKIE } from '@cdi/contracts';
import type { Request } from 'express';

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
