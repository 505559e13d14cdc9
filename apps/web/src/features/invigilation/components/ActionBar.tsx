import { Button } from '../../../shared/ui/Button';
import { ACTION_LABELS, actionAvailable, candidatesText, type InvigilatorAction } from '../lib/actions';
import '../invigilation.css';

const ACTIONS: InvigilatorAction[] = [
  'extend',
  'creditOffline',
  'pause',
  'resume',
  'holdStart',
  'releaseStart',
  'message',
  'forceSubmit',
];

interface ActionBarProps {
  /** Candidates chosen among those shown. */
  chosen: number;
  onAction: (action: InvigilatorAction) => void;
  onClear: () => void;
  disabled: boolean;
}

/** What can be done to the candidates chosen; with none chosen, only a message (to everyone). */
export function ActionBar({ chosen, onAction, onClear, disabled }: ActionBarProps) {
  return (
    <div className="action-bar" role="group" aria-label="Actions for the chosen candidates">
      <p className="action-bar__status" aria-live="polite">
        {chosen === 0 ? 'None chosen: a message goes to everyone' : `${candidatesText(chosen)} chosen`}
      </p>
      <div className="action-bar__buttons">
        {ACTIONS.map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'forceSubmit' ? 'danger' : 'secondary'}
            disabled={disabled || !actionAvailable(action, chosen)}
            onClick={() => onAction(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
        {chosen > 0 && (
          <Button size="small" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        )}
      </div>
    </div>
  );
}
