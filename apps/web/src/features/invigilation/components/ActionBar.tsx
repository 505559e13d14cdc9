import { Button } from '../../../shared/ui/Button';
import { ACTION_LABELS, actionAvailable, candidatesText, type InvigilatorAction } from '../lib/actions';
import '../invigilation.css';

interface ActionBarProps {
  /** Candidates chosen among those shown. */
  chosen: number;
  /** What the start button does for the candidates chosen: hold them, or release them when all are held. */
  startAction: 'holdStart' | 'releaseStart';
  onAction: (action: InvigilatorAction) => void;
  onClear: () => void;
  disabled: boolean;
}

/** What can be done to the candidates chosen; with none chosen, only a message (to everyone). */
export function ActionBar({ chosen, startAction, onAction, onClear, disabled }: ActionBarProps) {
  const actions: InvigilatorAction[] = ['extend', 'creditOffline', 'pause', 'resume', startAction, 'message', 'forceSubmit'];
  return (
    <div className="action-bar" role="group" aria-label="Actions for the chosen candidates">
      {/* The choice and its Clear share one narrow block, so choosing a candidate never moves the rows below. */}
      <div className="action-bar__choice">
        <p className="action-bar__status" aria-live="polite">
          {chosen === 0 ? 'None chosen: a message goes to everyone' : `${candidatesText(chosen)} chosen`}
        </p>
        {chosen > 0 && (
          <Button size="small" variant="ghost" className="action-bar__clear" onClick={onClear}>
            Clear selection
          </Button>
        )}
      </div>
      <div className="action-bar__buttons">
        {actions.map((action) => (
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
      </div>
    </div>
  );
}
