// The pages of a sitting and those around it, loaded as one when the first of them opens: moving on
// through a sitting never waits for the network, which may drop mid-test.
export { ExamSessionLayout } from '../features/sitting';
export { ExamScreenPage } from './ExamScreenPage';
export { SectionCompletedPage } from './SectionCompletedPage';
export { GenericSectionRulesPage, SectionRulesPage } from './SectionRulesPage';
export { SittingRulesPage } from './SittingRulesPage';
export { StudentTestPage } from './StudentTestPage';
export { TestOverviewPage } from './TestOverviewPage';
export { TestPlaceholderPage } from './TestPlaceholderPage';
export { TestSubmittedPage } from './TestSubmittedPage';
export { ThankYouPage } from './ThankYouPage';
export { WelcomePage } from './WelcomePage';
