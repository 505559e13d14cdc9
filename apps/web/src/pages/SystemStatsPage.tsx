import { SystemStatusStrip, SystemStatsView } from '../features/system-stats';
import { PageHeader } from '../shared/ui/PageHeader';

/** /dev/stats: the status strip and the measured figures; further operations sections are added below them. */
export function SystemStatsPage() {
  return (
    <>
      <PageHeader title="System Statistics" subtitle="Measured platform figures, refreshed every 30 seconds" />
      <SystemStatusStrip />
      <SystemStatsView />
    </>
  );
}
