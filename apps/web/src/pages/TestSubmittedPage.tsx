import { TestSubmitted } from '../features/exam-journey/components/TestSubmitted';

export function TestSubmittedPage() {
  return <TestSubmitted />;
}
