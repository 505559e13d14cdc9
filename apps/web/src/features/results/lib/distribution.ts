import type { AssignmentResults } from '@cdi/contracts';
import { formatBand } from './result-format';

export interface DistributionBar {
  band: number;
  label: string;
  count: number;
}

/** One bar per half band that occurs, lowest band first, labelled as bands are printed. */
export function distributionBars(distribution: AssignmentResults['distribution']): DistributionBar[] {
  return [...distribution]
    .filter((d) => d.count > 0)
    .sort((a, b) => a.band - b.band)
    .map((d) => ({ band: d.band, label: formatBand(d.band), count: d.count }));
}
