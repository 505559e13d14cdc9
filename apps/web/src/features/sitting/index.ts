// The candidate's sitting: the session around one attempt (session/), the engine's views (engine/),
// the pages before and after a section (journey/) and the section screens (screens/).
export { SectionCompleted } from './journey/components/SectionCompleted';
export { SectionRules } from './journey/components/SectionRules';
export { SittingRules } from './journey/components/SittingRules';
export { StudentTestOverview } from './journey/components/StudentTestOverview';
export { TestOverview } from './journey/components/TestOverview';
export { TestPlaceholder } from './journey/components/TestPlaceholder';
export { TestSubmitted } from './journey/components/TestSubmitted';
export { ThankYou } from './journey/components/ThankYou';
export { Welcome } from './journey/components/Welcome';
export { parseRulesSection, sectionTitle } from './journey/lib/section-rules';
export { ExamScreen } from './screens/components/ExamScreen';
export { ExamSessionLayout } from './session/components/ExamSessionLayout';
export { rulesPath, withTestId, JourneyPaths } from './session/lib/journey';
