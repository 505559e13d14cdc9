import { TestPlaceholder } from '../features/exam-journey/components/TestPlaceholder';

export function TestPlaceholderPage() {
  return <TestPlaceholder />;
}
