import { EXAM_SECTIONS, type ExamSection } from '@cdi/contracts';
import { Navigate, useParams } from 'react-router-dom';
import { ExamScreen } from '../features/sitting';

const isSection = (value: string | undefined): value is ExamSection => (EXAM_SECTIONS as readonly string[]).includes(value ?? '');

/** /sessions/{listening|reading|writing}: the section's screen, if the attempt lets the candidate in. */
export function ExamScreenPage() {
  const { section } = useParams();
  if (!isSection(section)) return <Navigate to="/test" replace />;
  return <ExamScreen section={section} />;
}
