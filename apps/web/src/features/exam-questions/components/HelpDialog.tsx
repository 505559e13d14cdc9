import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../../shared/ui/Icon';
import type { QuestionHelp } from '../lib/question-help';

/**
 * The Help modal of a group (spec 1 §2.8): closed by its X, a click on the backdrop or Escape; focus
 * goes back to the Help button. The dialog has no padding of its own, so a click that lands on the
 * dialog element itself is a click on the backdrop.
 */
function HelpDialog({ help, onClose }: { help: QuestionHelp; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="q-help"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="q-help__content">
        <div className="q-help__header">
          <h2 id={titleId} className="q-help__title">
            {help.title}
          </h2>
          <button type="button" className="q-help__close" aria-label="Close help" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
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
    </dialog>
  );
}

/** The group's 'Help' button and its modal. */
export function HelpButton({ help }: { help: QuestionHelp }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="q-help-button"
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
