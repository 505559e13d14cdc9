import type { Role } from '@cdi/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/Spinner';
import { LOGIN_PATH } from '../lib/role-home';

interface RequireRoleProps {
  /** Without a role, any signed-in user may enter; with a list, any of its roles. */
  role?: Role | readonly Role[];
  children: ReactNode;
}

export function RequireRole({ role, children }: RequireRoleProps) {
  const authStatus = useSession((state) => state.authStatus);
  const user = useSession((state) => state.session?.user);

  if (authStatus === 'checking') return <Spinner fullPage />;
  const roles: readonly Role[] | undefined = typeof role === 'string' ? [role] : role;
  if (!user || (roles && !roles.includes(user.role))) return <Navigate to={LOGIN_PATH} replace />;
  return children;
}
