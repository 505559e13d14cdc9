import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import {
  nextTextNoteId,
  readTextNotes,
  serializeTextNotes,
  textNotesStorageKey,
  withNoteText,
  withoutTextNote,
  withTextNote,
  type TextNote,
} from '../lib/text-notes';
import { noteAt, noteButton, notePlaceOf, notesInRange, showMissingNotes, showNote, unmarkNote } from '../lib/text-notes-dom';

function readStored(key: string): TextNote[] {
  try {
    return readTextNotes(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

function store(key: string, notes: readonly TextNote[]): void {
  try {
    if (notes.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, serializeTextNotes(notes));
  } catch {
    // Storage full or blocked: the notes still work for this page view.
  }
}

export interface TextNotesOptions {
  /** The exam content area the notes' text is in. */
  containerRef: RefObject<HTMLElement | null>;
  attemptId: string;
  /** Each section of the attempt keeps notes of its own. */
  scope: string;
}

export interface TextNotesController {
  containerRef: RefObject<HTMLElement | null>;
  editorRef: RefObject<HTMLElement | null>;
  /** The note whose editor is open. */
  open: TextNote | null;
  /** The highlight toolbar's Note: notes the selected text, or opens the note it already has. */
  noteRange: (range: Range) => void;
  setText: (text: string) => void;
  /** Closes the editor; with returnFocus, focus goes back to the note's text. */
  close: (returnFocus: boolean) => void;
  /** Deletes the open note; its text stays highlighted. */
  deleteNote: () => void;
  /** The latest message for screen readers. */
  announcement: string;
}

/**
 * Notes on highlighted text: each note belongs to the words it was made on and opens from them (a
 * click, or Enter or Space on its focused text). Notes are saved as they are typed, per attempt and
 * section, and put back on their words whenever those render again.
 */
export function useTextNotes({ containerRef, attemptId, scope }: TextNotesOptions): TextNotesController {
  const storageKey = textNotesStorageKey(attemptId, scope);
  const [notes, setNotes] = useState(() => readStored(storageKey));
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const editorRef = useRef<HTMLElement>(null);
  // Listeners and the observer are added once; these refs let them see the latest notes and opening.
  const notesRef = useRef(notes);
  const openIdRef = useRef(openId);
  useLayoutEffect(() => {
    openIdRef.current = openId;
  });

  const save = useCallback(
    (next: TextNote[]) => {
      notesRef.current = next;
      setNotes(next);
      store(storageKey, next);
    },
    [storageKey],
  );

  const openNote = useCallback((id: string) => {
    setAnnouncement('');
    setOpenId(id);
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      const id = openIdRef.current;
      const container = containerRef.current;
      setOpenId(null);
      if (returnFocus && id !== null && container) noteButton(container, id)?.focus();
    },
    [containerRef],
  );

  const noteRange = useCallback(
    (range: Range) => {
      const container = containerRef.current;
      if (!container) return;
      // Words carry one note at most: noting them again opens the note they have.
      const existing = notesInRange(range, container)[0];
      if (existing !== undefined) {
        openNote(existing);
        return;
      }
      const place = notePlaceOf(range, container);
      if (!place) return;
      const note: TextNote = { id: nextTextNoteId(notesRef.current), ...place, text: '' };
      if (!showNote(container, note)) return;
      save(withTextNote(notesRef.current, note));
      openNote(note.id);
    },
    [containerRef, openNote, save],
  );

  const setText = useCallback(
    (text: string) => {
      const id = openIdRef.current;
      if (id !== null) save(withNoteText(notesRef.current, id, text));
    },
    [save],
  );

  const deleteNote = useCallback(() => {
    const id = openIdRef.current;
    const container = containerRef.current;
    if (id === null || !container) return;
    const mark = unmarkNote(container, id);
    save(withoutTextNote(notesRef.current, id));
    setOpenId(null);
    setAnnouncement(ExamToolTexts.noteDeleted);
    // The text is no longer a control: focus goes to the pane around it (a passage takes focus to scroll).
    mark?.parentElement?.closest<HTMLElement>('[tabindex]')?.focus();
  }, [containerRef, save]);

  // The open note's text says so to screen readers.
  useEffect(() => {
    const container = containerRef.current;
    const button = openId !== null && container ? noteButton(container, openId) : undefined;
    button?.setAttribute('aria-expanded', 'true');
    return () => {
      // Unless the note was deleted meanwhile, and its text is a plain highlight now.
      if (button && container && noteButton(container, openId!) === button) button.setAttribute('aria-expanded', 'false');
    };
  }, [containerRef, openId]);

  // Whenever the content renders anew (a remount, content arriving after a reload) notes missing
  // from it are put back on their words.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const restore = () => showMissingNotes(container, notesRef.current);
    restore();
    const observer = new MutationObserver(restore);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [containerRef]);

  useEffect(() => {
    const noteOf = (target: EventTarget | null) => (containerRef.current ? noteAt(target, containerRef.current) : null);
    const onClick = (event: MouseEvent) => {
      const id = noteOf(event.target);
      // A press that ended in a selection is for the highlight tool, not a click on the note.
      if (id !== null && (window.getSelection()?.isCollapsed ?? true)) openNote(id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const id = noteOf(event.target);
      if (id === null) return;
      event.preventDefault();
      openNote(id);
    };
    const onPointerDown = (event: PointerEvent) => {
      const id = openIdRef.current;
      if (id === null || (event.target instanceof Node && editorRef.current?.contains(event.target))) return;
      if (noteOf(event.target) !== id) close(false);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [containerRef, openNote, close]);

  const open = openId === null ? null : (notes.find((note) => note.id === openId) ?? null);
  return { containerRef, editorRef, open, noteRange, setText, close, deleteNote, announcement };
}
