import { TestOverview } from '../features/sitting';

export function TestOverviewPage() {
  return <TestOverview />;
}
