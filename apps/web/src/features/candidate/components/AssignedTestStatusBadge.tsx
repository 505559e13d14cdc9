import type { AssignedTest } from '@cdi/contracts';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { STATUS_LABELS } from '../lib/assigned-test';

/** Spec 2 §4: assigned yellow, in progress blue, completed green, anything else grey. */
const looks: Record<AssignedTest['status'], { tone: string; icon: IconName }> = {
  assigned: { tone: 'warning', icon: 'clipboard' },
  in_progress: { tone: 'info', icon: 'play' },
  completed: { tone: 'success', icon: 'check' },
};

export function AssignedTestStatusBadge({ status }: { status: AssignedTest['status'] }) {
  const look = looks[status] ?? { tone: 'neutral', icon: 'alert' };
  return (
    <span className={`badge badge--${look.tone} badge--with-icon`}>
      <Icon name={look.icon} size={14} />
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
