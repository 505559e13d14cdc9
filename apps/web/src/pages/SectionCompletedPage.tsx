import { SectionCompleted } from '../features/exam-journey/components/SectionCompleted';

export function SectionCompletedPage() {
  return <SectionCompleted />;
}
