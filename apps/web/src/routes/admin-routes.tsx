import type { Capability } from '@cdi/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth';
import { lazyElement } from './lazy-element';

/** The check around every admin page; it comes in one small file with the console's frame. */
const loadCapabilityCheck = () => import('../features/admin-console').then(({ RequireCapability }) => RequireCapability);

/** An admin console page, loaded when first opened and shown to the centre users with its capability. */
function adminPage<T>(capability: Capability, load: () => Promise<T>, render: (page: T) => ReactNode) {
  return lazyElement(
    () => Promise.all([loadCapabilityCheck(), load()]),
    ([RequireCapability, page]) => <RequireCapability capability={capability}>{render(page)}</RequireCapability>,
  );
}

/** The admin console below /admin-dashboard: its code loads when an admin opens it, never for a candidate. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin-dashboard',
    lazy: lazyElement(
      () => import('../features/admin-console').then(({ AdminLayout }) => AdminLayout),
      (AdminLayout) => (
        <RequireRole role="admin">
          <AdminLayout />
        </RequireRole>
      ),
    ),
    children: [
      {
        index: true,
        lazy: adminPage(
          'settings',
          () => import('../pages/AdminHomePage'),
          (m) => <m.AdminHomePage />,
        ),
      },
      {
        path: 'students',
        lazy: adminPage(
          'students',
          () => import('../pages/StudentsPage'),
          (m) => <m.StudentsPage />,
        ),
      },
      {
        path: 'students/:studentId',
        lazy: adminPage(
          'students',
          () => import('../pages/StudentProfilePage'),
          (m) => <m.StudentProfilePage />,
        ),
      },
      {
        path: 'tests',
        lazy: adminPage(
          'tests',
          () => import('../pages/AdminTestsPage'),
          (m) => <m.AdminTestsPage />,
        ),
      },
      {
        path: 'exam/:id',
        lazy: adminPage(
          'tests',
          () => import('../pages/AdminExamPage'),
          (m) => <m.AdminExamPage />,
        ),
      },
      {
        path: 'groups',
        lazy: adminPage(
          'groups',
          () => import('../pages/GroupsPage'),
          (m) => <m.GroupsPage />,
        ),
      },
      {
        path: 'assignments',
        lazy: adminPage(
          'assignments',
          () => import('../pages/AssignmentsPage'),
          (m) => <m.AssignmentsPage />,
        ),
      },
      {
        path: 'test-making',
        lazy: adminPage(
          'tests',
          () => import('../pages/TestMakingPage'),
          (m) => <m.TestMakingPage />,
        ),
      },
      {
        path: 'test-making/manual',
        lazy: adminPage(
          'tests',
          () => import('../pages/ManualTestCreationPage'),
          (m) => <m.ManualTestCreationPage />,
        ),
      },
      {
        path: 'test-making/shuffle',
        lazy: adminPage(
          'tests',
          () => import('../pages/ShufflePage'),
          (m) => <m.ShufflePage />,
        ),
      },
      {
        path: 'invigilation',
        lazy: adminPage(
          'invigilate',
          () => import('../pages/InvigilationPage'),
          (m) => <m.InvigilationPage />,
        ),
      },
      {
        path: 'invigilation/:assignmentId',
        lazy: adminPage(
          'invigilate',
          () => import('../pages/InvigilationRosterPage'),
          (m) => <m.InvigilationRosterPage />,
        ),
      },
      {
        path: 'marking',
        lazy: adminPage(
          'mark',
          () => import('../pages/MarkingScriptsPage'),
          (m) => <m.MarkingScriptsPage />,
        ),
      },
      {
        path: 'marking/:attemptId',
        lazy: adminPage(
          'mark',
          () => import('../pages/MarkingScriptPage'),
          (m) => <m.MarkingScriptPage />,
        ),
      },
      {
        path: 'results/:assignmentId',
        lazy: adminPage(
          'results',
          () => import('../pages/AssignmentResultsPage'),
          (m) => <m.AssignmentResultsPage />,
        ),
      },
      {
        path: 'item-analysis',
        lazy: adminPage(
          'items',
          () => import('../pages/ItemAnalysisListPage'),
          (m) => <m.ItemAnalysisListPage />,
        ),
      },
      {
        path: 'item-analysis/:assignmentId',
        lazy: adminPage(
          'items',
          () => import('../pages/ItemAnalysisPage'),
          (m) => <m.ItemAnalysisPage />,
        ),
      },
      {
        path: 'staff',
        lazy: adminPage(
          'staff',
          () => import('../pages/StaffPage'),
          (m) => <m.StaffPage />,
        ),
      },
      {
        path: 'logs',
        lazy: adminPage(
          'settings',
          () => import('../pages/ActivityLogsPage'),
          (m) => <m.ActivityLogsPage />,
        ),
      },
      {
        path: 'settings',
        lazy: adminPage(
          'settings',
          () => import('../pages/SettingsPage'),
          (m) => <m.SettingsPage />,
        ),
      },
    ],
  },
];
