import type { ExamEngine, SaveStatus } from '../../../../shared/exam-engine';
import { Icon, type IconName } from '../../../../shared/ui/Icon';
import { useSaveStatus } from '../hooks/use-engine-state';
import { saveStatusText } from '../lib/save-status-text';
import { questionKeyLabel } from '../lib/sitting';
import '../engine.css';

const icons: Record<SaveStatus['kind'], IconName> = { saved: 'check', saving: 'refresh', offline: 'alert', error: 'alert' };

/** Always on screen: whether every answer has reached the server, and if not, why. */
export function SaveStatusBar({ engine }: { engine: ExamEngine }) {
  const status = useSaveStatus(engine);
  const refused = status.kind === 'error' ? engine.unsaved().filter((entry) => entry.state === 'refused') : [];
  return (
    <div className={`save-status save-status--${status.kind}`}>
      <Icon name={icons[status.kind]} size={18} />
      <span role="status" className="save-status__text">
        {saveStatusText(status)}
      </span>
      {refused.length > 0 && (
        <span className="save-status__detail">({refused.map((entry) => questionKeyLabel(entry.question)).join(', ')})</span>
      )}
    </div>
  );
}
