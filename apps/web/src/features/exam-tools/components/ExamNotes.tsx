import { useRef, useState } from 'react';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import { StickyNote } from './StickyNote';

/**
 * The header's 'Notes' button and the sticky note it opens; closing the note puts focus back on the
 * button. The note (position: fixed) stays in the header's stacking context, so the Options menu
 * opened beside it layers above it rather than under it.
 */
export function ExamNotes({ attemptId }: { attemptId: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {ExamToolTexts.notes}
      </button>
      {open && <StickyNote key={attemptId} attemptId={attemptId} onClose={close} />}
    </>
  );
}
