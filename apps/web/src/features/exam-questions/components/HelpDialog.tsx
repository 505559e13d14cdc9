import { useState } from 'react';
import { Dialog } from '../../../shared/ui/Dialog';
import type { QuestionHelp } from '../lib/question-help';

/** The Help modal of a group: closed by its X, a click on the backdrop or Escape. */
function HelpDialog({ help, onClose }: { help: QuestionHelp; onClose: () => void }) {
  return (
    <Dialog title={help.title} onClose={onClose} dismissLabel="Close help">
      <div className="q-help">
        <p className="q-help__range">{help.range}</p>
        <ol className="q-help__steps">
          {help.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
        <p className="q-help__tip">
          <strong>Tip:</strong> {help.tip}
        </p>
      </div>
    </Dialog>
  );
}

/** The group's 'Help' button and its modal. */
export function HelpButton({ help }: { help: QuestionHelp }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-haspopup="dialog"
        aria-label={`Help with ${help.range}`}
        onClick={() => setOpen(true)}
      >
        Help
      </button>
      {open && <HelpDialog help={help} onClose={() => setOpen(false)} />}
    </>
  );
}
