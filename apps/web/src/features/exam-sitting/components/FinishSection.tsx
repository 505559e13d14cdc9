import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ExamEngine } from '../../../shared/exam-engine';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { acceptedOrThrow, refusalMessage } from '../lib/section-action';
import { sectionName } from '../lib/sitting';

interface FinishSectionProps {
  engine: ExamEngine;
  section: ExamSection;
  disabled: boolean;
}

/** Ends the section early, after a confirmation: there is no way back into it. */
export function FinishSection({ engine, section, disabled }: FinishSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const messageId = useId();
  const finish = useMutation({ mutationFn: async () => acceptedOrThrow(await engine.sectionComplete(section)) });
  const label = fillText(Texts.finishSection, { section: sectionName(section) });
  const close = () => setConfirming(false);
  return (
    <div className="exam-finish">
      {finish.isError && <Notice tone="error">{refusalMessage(finish.error, Texts.somethingWentWrong)}</Notice>}
      <Button variant="primary" disabled={disabled} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      {confirming && (
        <Dialog title={label} role="alertdialog" describedBy={messageId} onClose={close}>
          <p id={messageId}>{fillText(Texts.confirmFinishSection, { section: sectionName(section) })}</p>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" busy={finish.isPending} onClick={() => finish.mutate(undefined, { onSettled: close })}>
              {label}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
