import type { Capability } from '@cdi/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AdminLayout, RequireCapability } from './features/admin-console';
import { HomeOrLogin, RequireRole, LOGIN_PATH } from './features/auth';
import { DeveloperLayout } from './features/developer-console';
import { AdminExamPage } from './pages/AdminExamPage';
import { AdminHomePage } from './pages/AdminHomePage';
import { ActivityLogsPage } from './pages/ActivityLogsPage';
import { AdminTestsPage } from './pages/AdminTestsPage';
import { AssignmentResultsPage } from './pages/AssignmentResultsPage';
import { SettingsPage } from './pages/SettingsPage';
import { DeveloperDashboardPage } from './pages/DeveloperDashboardPage';
import { DeveloperExamPage } from './pages/DeveloperExamPage';
import { DeveloperProfilePage } from './pages/DeveloperProfilePage';
import { HighlightTestPage } from './pages/HighlightTestPage';
import { LiveTrafficPage } from './pages/LiveTrafficPage';
import { LoginPage } from './pages/LoginPage';
import { MarkingScriptPage } from './pages/MarkingScriptPage';
import { MarkingScriptsPage } from './pages/MarkingScriptsPage';
import { ExamsPage } from './pages/ExamsPage';
import { GroupsPage } from './pages/GroupsPage';
import { AssignmentsPage } from './pages/AssignmentsPage';
import { InvigilationPage } from './pages/InvigilationPage';
import { InvigilationRosterPage } from './pages/InvigilationRosterPage';
import { StudentDashboardPage } from './pages/StudentDashboardPage';
import { StudentProfilePage } from './pages/StudentProfilePage';
import { StaffPage } from './pages/StaffPage';
import { ItemAnalysisListPage } from './pages/ItemAnalysisListPage';
import { ItemAnalysisPage } from './pages/ItemAnalysisPage';
import { StudentsPage } from './pages/StudentsPage';
import { SystemStatsPage } from './pages/SystemStatsPage';
import { PracticeRunPage } from './pages/PracticeRunPage';
import { PracticeTestsPage } from './pages/PracticeTestsPage';
import { QueuesPage } from './pages/QueuesPage';
import { PRACTICE_PATH, PRACTICE_RUN_PATH } from './features/practice';
import { ADVANCED_RESULTS_PATH, PDF_PORTAL_PATH, PDF_VIEWER_PATH, PdfToolsLayout, TEXT_RESULTS_PATH } from './features/pdf-tools';
import { TEST_RESULTS_PATH } from './features/results';
import { TenantDetailPage } from './pages/TenantDetailPage';
import { TenantsPage } from './pages/TenantsPage';
import { TestAssembliesPage } from './pages/TestAssembliesPage';
import { TestManagerPage } from './pages/TestManagerPage';
import { ManualTestCreationPage } from './pages/ManualTestCreationPage';
import { ShufflePage } from './pages/ShufflePage';
import { TestMakingPage } from './pages/TestMakingPage';
import { RootLayout } from './RootLayout';
import { ExamSessionLayout, JourneyPaths } from './features/sitting';
import { journeyRoutes } from './pages/journey-routes';
import { SittingRulesPage } from './pages/SittingRulesPage';
import { StudentTestPage } from './pages/StudentTestPage';
import { TestPlaceholderPage } from './pages/TestPlaceholderPage';
import { TestResultsPage } from './pages/TestResultsPage';
import { TestSubmittedPage } from './pages/TestSubmittedPage';
import { ThankYouPage } from './pages/ThankYouPage';

/** Candidate pages outside a sitting: any signed-in user may open them. */
const signedInPages: RouteObject[] = [
  { path: JourneyPaths.thankYou, element: <ThankYouPage /> },
  { path: JourneyPaths.submitted, element: <TestSubmittedPage /> },
  { path: JourneyPaths.sittingRules, element: <SittingRulesPage /> },
  { path: '/student-test/:testId', element: <StudentTestPage /> },
  { path: '/test/:testId', element: <TestPlaceholderPage /> },
  { path: '/test', element: <TestPlaceholderPage /> },
  { path: TEST_RESULTS_PATH, element: <TestResultsPage /> },
].map((route) => ({ ...route, element: <RequireRole>{route.element}</RequireRole> }));

/** The admin console's pages below /admin-dashboard, each open to the centre users with its capability. */
const adminPages: RouteObject[] = (
  [
    { index: true, element: <AdminHomePage />, capability: 'settings' },
    { path: 'students', element: <StudentsPage />, capability: 'students' },
    { path: 'students/:studentId', element: <StudentProfilePage />, capability: 'students' },
    { path: 'tests', element: <AdminTestsPage />, capability: 'tests' },
    { path: 'exam/:id', element: <AdminExamPage />, capability: 'tests' },
    { path: 'groups', element: <GroupsPage />, capability: 'groups' },
    { path: 'assignments', element: <AssignmentsPage />, capability: 'assignments' },
    { path: 'test-making', element: <TestMakingPage />, capability: 'tests' },
    { path: 'test-making/manual', element: <ManualTestCreationPage />, capability: 'tests' },
    { path: 'test-making/shuffle', element: <ShufflePage />, capability: 'tests' },
    { path: 'invigilation', element: <InvigilationPage />, capability: 'invigilate' },
    { path: 'invigilation/:assignmentId', element: <InvigilationRosterPage />, capability: 'invigilate' },
    { path: 'marking', element: <MarkingScriptsPage />, capability: 'mark' },
    { path: 'marking/:attemptId', element: <MarkingScriptPage />, capability: 'mark' },
    { path: 'results/:assignmentId', element: <AssignmentResultsPage />, capability: 'results' },
    { path: 'item-analysis', element: <ItemAnalysisListPage />, capability: 'items' },
    { path: 'item-analysis/:assignmentId', element: <ItemAnalysisPage />, capability: 'items' },
    { path: 'staff', element: <StaffPage />, capability: 'staff' },
    { path: 'logs', element: <ActivityLogsPage />, capability: 'settings' },
    { path: 'settings', element: <SettingsPage />, capability: 'settings' },
  ] satisfies (RouteObject & { capability: Capability })[]
).map(({ capability, element, ...route }) => ({
  ...route,
  element: <RequireCapability capability={capability}>{element}</RequireCapability>,
}));

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
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
      {
        path: PRACTICE_PATH,
        element: (
          <RequireRole>
            <PracticeTestsPage />
          </RequireRole>
        ),
      },
      {
        path: PRACTICE_RUN_PATH,
        element: (
          <RequireRole>
            <PracticeRunPage />
          </RequireRole>
        ),
      },
      {
        element: (
          <RequireRole role="test_taker">
            <ExamSessionLayout />
          </RequireRole>
        ),
        children: journeyRoutes,
      },
      ...signedInPages,
      {
        path: '/admin-dashboard',
        element: (
          <RequireRole role="admin">
            <AdminLayout />
          </RequireRole>
        ),
        children: adminPages,
      },
      {
        element: (
          <RequireRole role="developer">
            <DeveloperLayout />
          </RequireRole>
        ),
        children: [
          { path: '/developer-dashboard', element: <DeveloperDashboardPage /> },
          { path: '/dev/tenants', element: <TenantsPage /> },
          { path: '/dev/tenants/:id', element: <TenantDetailPage /> },
          { path: '/dev/profile', element: <DeveloperProfilePage /> },
          { path: '/dev/stats', element: <SystemStatsPage /> },
          { path: '/dev/live', element: <LiveTrafficPage /> },
          { path: '/dev/queues', element: <QueuesPage /> },
          { path: '/dev/test-assemblies', element: <TestAssembliesPage /> },
          { path: '/dev/tests', element: <TestManagerPage /> },
          { path: '/dev/exam/:id', element: <DeveloperExamPage from="tests" /> },
          { path: '/dev/exams', element: <ExamsPage /> },
          { path: '/dev/exams/:id', element: <DeveloperExamPage from="exams" /> },
        ],
      },
      {
        // The PDF tools (spec 2's admin portal): in the admin console for admins, the developer console for developers.
        element: (
          <RequireRole role={['admin', 'developer']}>
            {/* A centre's staff use the PDF tools only with the tests capability, as their api calls require. */}
            <RequireCapability capability="tests">
              <PdfToolsLayout />
            </RequireCapability>
          </RequireRole>
        ),
        children: [
          // Loaded when first opened: the portal's code (extraction, OCR driver, draft detector) is kept
          // out of every other user's first load.
          {
            path: PDF_PORTAL_PATH,
            lazy: () => import('./pages/AdminPortalPage').then((m) => ({ Component: m.AdminPortalPage })),
          },
          { path: PDF_VIEWER_PATH, lazy: () => import('./pages/PdfViewerPage').then((m) => ({ Component: m.PdfViewerPage })) },
          {
            path: TEXT_RESULTS_PATH,
            lazy: () => import('./pages/TextExtractionResultsPage').then((m) => ({ Component: m.TextExtractionResultsPage })),
          },
          {
            path: ADVANCED_RESULTS_PATH,
            lazy: () => import('./pages/AdvancedTextResultsPage').then((m) => ({ Component: m.AdvancedTextResultsPage })),
          },
        ],
      },
      { path: '/highlight-test', element: <HighlightTestPage /> },
      { path: '*', element: <HomeOrLogin /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
