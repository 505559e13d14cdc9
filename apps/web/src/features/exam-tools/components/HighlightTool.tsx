import { useHighlightTool } from '../hooks/use-highlight-tool';
import { useTextNotes, type TextNotesOptions } from '../hooks/use-text-notes';
import { HighlightToolbar } from './HighlightToolbar';
import { TextNoteEditor } from './TextNoteEditor';

/**
 * Turns on the highlight tool and notes on highlighted text for the exam content area in containerRef:
 * select text, then use the toolbar that appears; from the keyboard, Control+Shift+H or the context
 * menu key opens it. A noted text opens its note when clicked, or with Enter or Space.
 */
export function HighlightTool(options: TextNotesOptions) {
  const notes = useTextNotes(options);
  const tool = useHighlightTool({ containerRef: options.containerRef, onNote: notes.noteRange });
  return (
    <>
      <HighlightToolbar tool={tool} />
      <TextNoteEditor notes={notes} />
      <p className="sr-only" aria-live="polite">
        {notes.announcement}
      </p>
    </>
  );
}
