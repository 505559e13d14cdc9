import { MarkingTexts, type MarkingStatus } from '@cdi/contracts';

const TONES: Record<MarkingStatus, string> = {
  to_mark: 'badge--info',
  draft: 'badge--neutral',
  needs_second: 'badge--warning',
  needs_third: 'badge--danger',
  marked: 'badge--success',
};

export function MarkingStatusBadge({ status }: { status: MarkingStatus }) {
  return <span className={`badge ${TONES[status]}`}>{MarkingTexts.statuses[status]}</span>;
}
