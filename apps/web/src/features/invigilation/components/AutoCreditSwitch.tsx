import { AUTO_CREDIT_MIN_OFFLINE_SECONDS, fillText, Texts } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Notice } from '../../../shared/ui/Notice';
import { setAutoCredit } from '../api/invigilation-api';

/** The assignment's switch for giving candidates their offline time back by themselves (off by default). */
export function AutoCreditSwitch({ assignmentId, enabled }: { assignmentId: string; enabled: boolean }) {
  const hintId = useId();
  const [on, setOn] = useState(enabled);
  // The roster's value moves when another invigilator switches it.
  useEffect(() => setOn(enabled), [enabled]);
  const save = useMutation({
    mutationFn: (next: boolean) => setAutoCredit(assignmentId, next),
    onSuccess: (saved) => setOn(saved),
  });
  const hint = fillText(Texts.autoCreditHint, { min: AUTO_CREDIT_MIN_OFFLINE_SECONDS });
  // One line under the roster's title: the rule is read out with the switch and shown on hover.
  return (
    <div className="auto-credit">
      <label className="auto-credit__switch" title={hint}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        {Texts.autoCreditLabel}
      </label>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
      {save.isError && <Notice tone="error">{errorMessage(save.error, Texts.autoCreditNotSaved)}</Notice>}
    </div>
  );
}
