import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth';
import { PRACTICE_PATH, PRACTICE_RUN_PATH } from '../features/practice';
import { TEST_RESULTS_PATH } from '../features/results';
import { JourneyPaths } from '../features/sitting';
import { lazyElement } from './lazy-element';

const loadSittingPages = () => import('../pages/sitting-pages');
type SittingPages = Awaited<ReturnType<typeof loadSittingPages>>;

/** A page of a sitting: the first one opened loads them all (pages/sitting-pages.ts). */
const sittingPage = (render: (pages: SittingPages) => ReactNode) => lazyElement(loadSittingPages, render);

/** A candidate page around a sitting: any signed-in user may open it. */
const signedInPage = (render: (pages: SittingPages) => ReactNode) =>
  sittingPage((pages) => <RequireRole>{render(pages)}</RequireRole>);

/**
 * The candidate's pages past the dashboard: a sitting, the practice tests and their results. Their code
 * (the question screens, the exam engine and its socket, the results) loads when one of them opens.
 */
export const examRoutes: RouteObject[] = [
  {
    // The pages of one sitting; they share the attempt's engine through ExamSessionLayout.
    lazy: sittingPage((pages) => (
      <RequireRole role="test_taker">
        <pages.ExamSessionLayout />
      </RequireRole>
    )),
    children: [
      { path: JourneyPaths.session, lazy: sittingPage((pages) => <pages.ExamScreenPage />) },
      { path: JourneyPaths.welcome, lazy: sittingPage((pages) => <pages.WelcomePage />) },
      { path: JourneyPaths.overview, lazy: sittingPage((pages) => <pages.TestOverviewPage />) },
      { path: JourneyPaths.rules.listening, lazy: sittingPage((pages) => <pages.SectionRulesPage section="listening" />) },
      { path: JourneyPaths.rules.reading, lazy: sittingPage((pages) => <pages.SectionRulesPage section="reading" />) },
      { path: JourneyPaths.rules.writing, lazy: sittingPage((pages) => <pages.SectionRulesPage section="writing" />) },
      { path: JourneyPaths.genericRules, lazy: sittingPage((pages) => <pages.GenericSectionRulesPage />) },
      { path: JourneyPaths.sectionCompleted, lazy: sittingPage((pages) => <pages.SectionCompletedPage />) },
    ],
  },
  { path: JourneyPaths.thankYou, lazy: signedInPage((pages) => <pages.ThankYouPage />) },
  { path: JourneyPaths.submitted, lazy: signedInPage((pages) => <pages.TestSubmittedPage />) },
  { path: JourneyPaths.sittingRules, lazy: signedInPage((pages) => <pages.SittingRulesPage />) },
  { path: '/student-test/:testId', lazy: signedInPage((pages) => <pages.StudentTestPage />) },
  { path: '/test/:testId', lazy: signedInPage((pages) => <pages.TestPlaceholderPage />) },
  { path: '/test', lazy: signedInPage((pages) => <pages.TestPlaceholderPage />) },
  {
    path: TEST_RESULTS_PATH,
    lazy: lazyElement(
      () => import('../pages/TestResultsPage'),
      (m) => (
        <RequireRole>
          <m.TestResultsPage />
        </RequireRole>
      ),
    ),
  },
  {
    path: PRACTICE_PATH,
    lazy: lazyElement(
      () => import('../pages/PracticeTestsPage'),
      (m) => (
        <RequireRole>
          <m.PracticeTestsPage />
        </RequireRole>
      ),
    ),
  },
  {
    path: PRACTICE_RUN_PATH,
    lazy: lazyElement(
      () => import('../pages/PracticeRunPage'),
      (m) => (
        <RequireRole>
          <m.PracticeRunPage />
        </RequireRole>
      ),
    ),
  },
  {
    path: '/highlight-test',
    lazy: lazyElement(
      () => import('../pages/HighlightTestPage'),
      (m) => <m.HighlightTestPage />,
    ),
  },
];
