import { Navigate } from 'react-router-dom';
import { useSession } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/Spinner';
import { homePathFor, LOGIN_PATH } from '../lib/role-home';

/** For / and any unknown path: a signed-in user goes to their role's home, anyone else to the login form. */
export function HomeOrLogin() {
  const authStatus = useSession((state) => state.authStatus);
  const user = useSession((state) => state.session?.user);
  if (authStatus === 'checking') return <Spinner fullPage />;
  return <Navigate to={user ? homePathFor(user.role) : LOGIN_PATH} replace />;
}
