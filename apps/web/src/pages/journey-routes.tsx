import type { RouteObject } from 'react-router-dom';
import { ExamScreenPage } from './ExamScreenPage';
import { SectionCompletedPage } from './SectionCompletedPage';
import { GenericSectionRulesPage, SectionRulesPage } from './SectionRulesPage';
import { TestOverviewPage } from './TestOverviewPage';
import { WelcomePage } from './WelcomePage';
import { JourneyPaths } from '../features/sitting';

/** The pages of one sitting; they share the attempt's engine through ExamSessionLayout. */
export const journeyRoutes: RouteObject[] = [
  { path: JourneyPaths.session, element: <ExamScreenPage /> },
  { path: JourneyPaths.welcome, element: <WelcomePage /> },
  { path: JourneyPaths.overview, element: <TestOverviewPage /> },
  { path: JourneyPaths.rules.listening, element: <SectionRulesPage section="listening" /> },
  { path: JourneyPaths.rules.reading, element: <SectionRulesPage section="reading" /> },
  { path: JourneyPaths.rules.writing, element: <SectionRulesPage section="writing" /> },
  { path: JourneyPaths.genericRules, element: <GenericSectionRulesPage /> },
  { path: JourneyPaths.sectionCompleted, element: <SectionCompletedPage /> },
];
