import type { Role } from '@cdi/contracts';

export const LOGIN_PATH = '/login';

/** Where each role lands after signing in. */
export function homePathFor(role: Role): string {
  if (role === 'developer') return '/developer-dashboard';
  if (role === 'admin') return '/admin-dashboard';
  return '/student-dashboard';
}
