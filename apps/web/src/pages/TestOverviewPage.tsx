import { TestOverview } from '../features/exam-journey/components/TestOverview';

export function TestOverviewPage() {
  return <TestOverview />;
}
