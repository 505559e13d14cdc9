import { AUTO_CREDIT_MIN_OFFLINE_SECONDS, fillText, Texts } from '@cdi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Notice } from '../../../shared/ui/Notice';
import { invigilationKeys, setAutoCredit } from '../api/invigilation-api';
import type { LiveRoster } from '../hooks/use-live-roster';

/** The assignment's switch for giving candidates their offline time back by themselves (off by default). */
export function AutoCreditSwitch({ assignmentId, enabled }: { assignmentId: string; enabled: boolean }) {
  const hintId = useId();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: boolean) => setAutoCredit(assignmentId, next),
    // The live roster holds the value (another invigilator's switch moves it there too).
    onSettled: () => setChoosing(null),
    onSuccess: (saved) =>
      queryClient.setQueryData<LiveRoster>(
        invigilationKeys.roster(assignmentId),
        (live) => live && { ...live, roster: { ...live.roster, autoCreditOffline: saved } },
      ),
  });
  /** What the invigilator just chose, shown until the server has answered. */
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const on = choosing ?? enabled;
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
          onChange={(event) => {
            setChoosing(event.target.checked);
            save.mutate(event.target.checked);
          }}
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
