import { TestSubmitted } from '../features/sitting';

export function TestSubmittedPage() {
  return <TestSubmitted />;
}
