import type { RouteObject } from 'react-router-dom';
import { HomeOrLogin, LOGIN_PATH, RequireRole } from '../features/auth';
import { LoginPage } from '../pages/LoginPage';
import { StudentDashboardPage } from '../pages/StudentDashboardPage';

/**
 * A candidate's first screens, sign-in and the dashboard, in the first download with nothing more to
 * wait for. Kept light (scripts/bundle-report.mjs holds it to its budget): every other route's code
 * loads when the route opens.
 */
export const candidateRoutes: RouteObject[] = [
  { index: true, element: <HomeOrLogin /> },
  { path: LOGIN_PATH, element: <LoginPage /> },
  {
    path: '/student-dashboard',
    element: (
      <RequireRole>
        <StudentDashboardPage />
      </RequireRole>
    ),
  },
  { path: '*', element: <HomeOrLogin /> },
];
