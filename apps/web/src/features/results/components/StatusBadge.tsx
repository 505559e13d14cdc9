import { ResultTexts, type SittingStatus } from '@cdi/contracts';
import { STATUS_TONE } from '../lib/result-format';

export function StatusBadge({ status }: { status: SittingStatus }) {
  return <span className={`badge badge--${STATUS_TONE[status]} results-badge`}>{ResultTexts.statuses[status]}</span>;
}
