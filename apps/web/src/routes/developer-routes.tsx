import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth';
import { lazyElement } from './lazy-element';

/** The developer console: its frame and pages load when a developer opens it, never for a candidate. */
export const developerRoutes: RouteObject[] = [
  {
    lazy: lazyElement(
      () => import('../features/developer-console').then(({ DeveloperLayout }) => DeveloperLayout),
      (DeveloperLayout) => (
        <RequireRole role="developer">
          <DeveloperLayout />
        </RequireRole>
      ),
    ),
    children: [
      {
        path: '/developer-dashboard',
        lazy: lazyElement(
          () => import('../pages/DeveloperDashboardPage'),
          (m) => <m.DeveloperDashboardPage />,
        ),
      },
      {
        path: '/dev/tenants',
        lazy: lazyElement(
          () => import('../pages/TenantsPage'),
          (m) => <m.TenantsPage />,
        ),
      },
      {
        path: '/dev/tenants/:id',
        lazy: lazyElement(
          () => import('../pages/TenantDetailPage'),
          (m) => <m.TenantDetailPage />,
        ),
      },
      {
        path: '/dev/profile',
        lazy: lazyElement(
          () => import('../pages/DeveloperProfilePage'),
          (m) => <m.DeveloperProfilePage />,
        ),
      },
      {
        path: '/dev/stats',
        lazy: lazyElement(
          () => import('../pages/SystemStatsPage'),
          (m) => <m.SystemStatsPage />,
        ),
      },
      {
        path: '/dev/live',
        lazy: lazyElement(
          () => import('../pages/LiveTrafficPage'),
          (m) => <m.LiveTrafficPage />,
        ),
      },
      {
        path: '/dev/queues',
        lazy: lazyElement(
          () => import('../pages/QueuesPage'),
          (m) => <m.QueuesPage />,
        ),
      },
      {
        path: '/dev/test-assemblies',
        lazy: lazyElement(
          () => import('../pages/TestAssembliesPage'),
          (m) => <m.TestAssembliesPage />,
        ),
      },
      {
        path: '/dev/tests',
        lazy: lazyElement(
          () => import('../pages/TestManagerPage'),
          (m) => <m.TestManagerPage />,
        ),
      },
      {
        path: '/dev/exam/:id',
        lazy: lazyElement(
          () => import('../pages/DeveloperExamPage'),
          (m) => <m.DeveloperExamPage from="tests" />,
        ),
      },
      {
        path: '/dev/exams',
        lazy: lazyElement(
          () => import('../pages/ExamsPage'),
          (m) => <m.ExamsPage />,
        ),
      },
      {
        path: '/dev/exams/:id',
        lazy: lazyElement(
          () => import('../pages/DeveloperExamPage'),
          (m) => <m.DeveloperExamPage from="exams" />,
        ),
      },
    ],
  },
];
