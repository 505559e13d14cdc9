import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '../../../shared/ui/Icon';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import {
  clampNotePosition,
  initialNotePosition,
  positionAfterKey,
  stickyNoteStorageKey,
  type NotePosition,
} from '../lib/sticky-note';
import '../exam-tools.css';

function readNote(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeNote(key: string, text: string): void {
  try {
    if (text === '') window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Storage full or blocked: the note still works for this page view.
  }
}

const sizeOf = (element: HTMLElement) => ({ width: element.offsetWidth, height: element.offsetHeight });
const viewportSize = () => ({ width: window.innerWidth, height: window.innerHeight });

/** Puts the note at the wanted place, pulled inside the viewport, and returns where it ended up. */
function placeNote(note: HTMLElement, wanted: NotePosition): NotePosition {
  const placed = clampNotePosition(wanted, sizeOf(note), viewportSize());
  note.style.left = `${placed.x}px`;
  note.style.top = `${placed.y}px`;
  return placed;
}

interface StickyNoteProps {
  /** The note's text is kept per attempt, so a reload brings it back. */
  attemptId: string;
  onClose: () => void;
}

/**
 * A floating note: dragged by its title bar with a pointer, or moved with the arrow keys
 * (Shift for bigger steps) while its title bar's handle has focus; always kept inside the viewport.
 * Escape or the close button closes it. Rendered with position: fixed, so place it anywhere.
 */
export function StickyNote({ attemptId, onClose }: StickyNoteProps) {
  const storageKey = stickyNoteStorageKey(attemptId);
  const [text, setText] = useState(() => readNote(storageKey));
  const noteRef = useRef<HTMLElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const position = useRef<NotePosition>({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; offsetX: number; offsetY: number } | null>(null);
  const hintId = useId();
  const textId = useId();

  // Moves are written straight to the element's style: dragging re-renders nothing.
  const moveTo = (wanted: NotePosition) => {
    if (noteRef.current) position.current = placeNote(noteRef.current, wanted);
  };

  useLayoutEffect(() => {
    const note = noteRef.current;
    if (!note) return;
    position.current = placeNote(note, initialNotePosition(sizeOf(note), viewportSize()));
    textRef.current?.focus();
    const keepInside = () => {
      position.current = placeNote(note, position.current);
    };
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('.sticky-note__close')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      offsetX: event.clientX - position.current.x,
      offsetY: event.clientY - position.current.y,
    };
  };

  const continueDrag = (event: PointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    moveTo({ x: event.clientX - active.offsetX, y: event.clientY - active.offsetY });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const moveWithKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = positionAfterKey(position.current, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <section
      ref={noteRef}
      className="sticky-note"
      role="dialog"
      aria-label={ExamToolTexts.notes}
      data-highlight-ignore=""
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div
        className="sticky-note__titlebar"
        onPointerDown={startDrag}
        onPointerMove={continueDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <button type="button" className="sticky-note__handle" aria-describedby={hintId} onKeyDown={moveWithKeys}>
          <svg className="icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {[4, 8, 12].flatMap((y) =>
              [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="currentColor" />),
            )}
          </svg>
          {ExamToolTexts.notes}
        </button>
        <button
          type="button"
          className="sticky-note__close"
          aria-label={`${ExamToolTexts.close} ${ExamToolTexts.notes}`}
          onClick={onClose}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {ExamToolTexts.moveNoteHint}
      </p>
      <label htmlFor={textId} className="sr-only">
        {ExamToolTexts.notesTextLabel}
      </label>
      <textarea
        ref={textRef}
        id={textId}
        className="sticky-note__text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          writeNote(storageKey, event.target.value);
        }}
      />
    </section>
  );
}
