import { LiveTrafficTexts } from '@cdi/contracts';
import { LiveTraffic } from '../features/live-traffic';
import { PageHeader } from '../shared/ui/PageHeader';

export function LiveTrafficPage() {
  return (
    <>
      <PageHeader title={LiveTrafficTexts.title} subtitle={LiveTrafficTexts.subtitle} />
      <LiveTraffic />
    </>
  );
}
