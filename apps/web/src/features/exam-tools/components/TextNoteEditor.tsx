import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { TextNotesController } from '../hooks/use-text-notes';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import { highlightToolbarWidth, placeHighlightToolbar } from '../lib/highlight-geometry';
import type { TextNote } from '../lib/text-notes';
import { noteAt, noteBox } from '../lib/text-notes-dom';
import '../exam-tools.css';

/**
 * The editor of the open note, beside its highlighted text. It is drawn inside the content area, so
 * it is hidden and out of reach whenever the exam content is (paused, screen hidden).
 */
export function TextNoteEditor({ notes }: { notes: TextNotesController }) {
  const container = notes.containerRef.current;
  if (!notes.open || !container) return null;
  return createPortal(<OpenEditor key={notes.open.id} notes={notes} note={notes.open} container={container} />, container);
}

interface OpenEditorProps {
  notes: TextNotesController;
  note: TextNote;
  container: HTMLElement;
}

function OpenEditor({ notes, note, container }: OpenEditorProps) {
  const { editorRef, close } = notes;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const element = editorRef.current;
    if (!element) return;
    const place = () => {
      const box = noteBox(container, note.id);
      if (!box) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      element.style.width = `${highlightToolbarWidth(viewport.width)}px`;
      const placement = placeHighlightToolbar(box, element.offsetHeight, viewport);
      element.style.left = `${placement.left}px`;
      element.style.top = `${placement.top}px`;
    };
    place();
    const text = textRef.current;
    if (text) {
      text.focus({ preventScroll: true });
      text.setSelectionRange(text.value.length, text.value.length);
    }
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [container, editorRef, note.id]);

  return (
    <section
      ref={editorRef}
      className="text-note"
      role="dialog"
      aria-labelledby={titleId}
      data-highlight-ignore=""
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close(true);
      }}
      onBlur={(event) => {
        // Tabbing away (to the question navigator, say) closes it, as a click elsewhere does.
        const to = event.relatedTarget;
        if (to && !event.currentTarget.contains(to) && noteAt(to, container) !== note.id) close(false);
      }}
    >
      <h2 id={titleId} className="text-note__title">
        {ExamToolTexts.note}
      </h2>
      <p className="text-note__quote">{note.quote}</p>
      <label htmlFor={textId} className="sr-only">
        {ExamToolTexts.noteTextLabel}
      </label>
      <textarea
        ref={textRef}
        id={textId}
        className="text-note__text"
        value={note.text}
        onChange={(event) => notes.setText(event.target.value)}
      />
      <div className="text-note__actions">
        <button type="button" className="button button--secondary button--small" onClick={notes.deleteNote}>
          {ExamToolTexts.deleteNote}
        </button>
        <button type="button" className="button button--primary button--small" onClick={() => close(true)}>
          {ExamToolTexts.close}
        </button>
      </div>
    </section>
  );
}
