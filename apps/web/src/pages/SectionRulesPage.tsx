import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { Navigate, useParams } from 'react-router-dom';
import { SectionRules, parseRulesSection, sectionTitle, JourneyPaths } from '../features/sitting';

/** Each section's own rules page words its begin button differently. */
const BEGIN_LABELS: Record<ExamSection, string> = {
  listening: Texts.beginListeningTest,
  reading: Texts.beginReadingSection,
  writing: Texts.beginWritingTest,
};

/** /listening-rules, /reading-rules, /writing-rules. */
export function SectionRulesPage({ section }: { section: ExamSection }) {
  return <SectionRules key={section} section={section} beginLabel={BEGIN_LABELS[section]} />;
}

/** /section-rules/{section}: any of the four sections, with 'Begin {Section} Section'. */
export function GenericSectionRulesPage() {
  const section = parseRulesSection(useParams().section);
  if (!section) return <Navigate to={JourneyPaths.overview} replace />;
  const beginLabel = fillText(Texts.beginSection, { section: sectionTitle(section) });
  return <SectionRules key={section} section={section} beginLabel={beginLabel} />;
}
