import type { RouteObject } from 'react-router-dom';
import { ExamScreenPage } from '../../pages/ExamScreenPage';
import { SectionCompletedPage } from '../../pages/SectionCompletedPage';
import { GenericSectionRulesPage, SectionRulesPage } from '../../pages/SectionRulesPage';
import { TestOverviewPage } from '../../pages/TestOverviewPage';
import { WelcomePage } from '../../pages/WelcomePage';
import { JourneyPaths } from './lib/journey';

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
