import { SectionCompleted } from '../features/sitting';

export function SectionCompletedPage() {
  return <SectionCompleted />;
}
