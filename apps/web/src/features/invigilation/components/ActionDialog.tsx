import { MAX_EXTENSION_MINUTES, MAX_MESSAGE_CHARS, Texts, type InvigilatorActionAck, type RosterRow } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import {
  ACTION_EVENTS,
  ACTION_LABELS,
  actionOutcome,
  actionPayload,
  candidateNameText,
  confirmText,
  creditAmountText,
  DEFAULT_EXTENSION_MINUTES,
  parseExtensionMinutes,
  parseMessage,
  resultText,
  type InvigilatorAction,
} from '../lib/actions';

interface ActionDialogProps {
  action: InvigilatorAction;
  assignmentId: string;
  /** The attempts chosen; none for a message means everyone. */
  attemptIds: string[];
  /** The rows of the candidates chosen, to say what each will get (crediting offline time). */
  candidates?: RosterRow[];
  send: (event: string, payload: unknown) => Promise<InvigilatorActionAck | undefined>;
  /** The server applied the action: the choice it was made for is spent. */
  onApplied: () => void;
  onClose: () => void;
}

const TITLES: Record<InvigilatorAction, string> = {
  extend: 'Extend time',
  creditOffline: 'Credit offline time',
  pause: 'Pause the exam',
  resume: 'Resume the exam',
  holdStart: 'Hold the start',
  releaseStart: 'Release the start',
  message: 'Send a message',
  forceSubmit: 'Force submit',
};

/** Asks before an invigilator action (with its minutes or message), sends it, and toasts what the server did. */
export function ActionDialog({ action, assignmentId, attemptIds, candidates = [], send, onApplied, onClose }: ActionDialogProps) {
  const questionId = useId();
  const listId = useId();
  const [minutes, setMinutes] = useState(String(DEFAULT_EXTENSION_MINUTES));
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const count = attemptIds.length;

  const run = useMutation({
    mutationFn: async (payload: Record<string, unknown>) => {
      const outcome = actionOutcome(await send(ACTION_EVENTS[action], payload));
      if (!outcome.ok) throw new ApiError(outcome.message, { status: 0 });
      return outcome.affected;
    },
    onSuccess: (affected) => {
      notify(resultText(action, affected));
      onApplied();
      onClose();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action === 'extend') {
      const parsed = parseExtensionMinutes(minutes);
      if (!parsed.ok) return setFieldError(parsed.error);
      return run.mutate(actionPayload(assignmentId, attemptIds, { action, minutes: parsed.value }));
    }
    if (action === 'message') {
      const parsed = parseMessage(message);
      if (!parsed.ok) return setFieldError(parsed.error);
      return run.mutate(actionPayload(assignmentId, attemptIds, { action, text: parsed.value }));
    }
    run.mutate(actionPayload(assignmentId, attemptIds, { action }));
  };

  const typedMinutes = parseExtensionMinutes(minutes);
  const question = confirmText(action, count, typedMinutes.ok ? typedMinutes.value : DEFAULT_EXTENSION_MINUTES);
  const title = action === 'message' && count === 0 ? 'Send an announcement' : TITLES[action];

  return (
    <Dialog
      title={title}
      role={action === 'extend' || action === 'message' ? 'dialog' : 'alertdialog'}
      describedBy={questionId}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="form">
        {action === 'extend' && (
          <TextField
            id="invigilation-minutes"
            label="Minutes to add"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EXTENSION_MINUTES}
            step={1}
            required
            value={minutes}
            error={fieldError}
            hint={`From 1 to ${MAX_EXTENSION_MINUTES}; added to the section running now`}
            onChange={(event) => {
              setMinutes(event.target.value);
              setFieldError(undefined);
            }}
          />
        )}
        {action === 'message' && (
          <TextAreaField
            id="invigilation-message"
            label={count === 0 ? 'Announcement' : 'Message'}
            required
            rows={4}
            maxLength={MAX_MESSAGE_CHARS}
            value={message}
            error={fieldError}
            hint={`${message.length} / ${MAX_MESSAGE_CHARS} characters; shown on the candidates' screens`}
            onChange={(event) => {
              setMessage(event.target.value);
              setFieldError(undefined);
            }}
          />
        )}
        <p id={questionId}>{question}</p>
        {/* Every action on chosen candidates names them, so none is touched by a choice left over. */}
        {candidates.length > 0 && (
          <div>
            <p id={listId}>{action === 'creditOffline' ? Texts.creditOfflineAmounts : Texts.actionAppliesTo}</p>
            <ul className="action-candidates" aria-labelledby={listId}>
              {candidates.map((row) => (
                <li key={row.attemptId ?? row.userId}>
                  {action === 'creditOffline' ? creditAmountText(row) : candidateNameText(row)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {run.isError && <Notice tone="error">{errorMessage(run.error, Texts.somethingWentWrong)}</Notice>}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant={action === 'forceSubmit' ? 'danger' : 'primary'} busy={run.isPending}>
            {ACTION_LABELS[action]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
