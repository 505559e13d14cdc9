import { TestPlaceholder } from '../features/sitting';

export function TestPlaceholderPage() {
  return <TestPlaceholder />;
}
