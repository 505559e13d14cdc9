import type { Ref, RefObject } from 'react';
import { ExamNotes, ExamOptionsMenu, HighlightTool, ScreenHideToggle } from '../../../exam-tools';

interface ExamToolbarProps {
  attemptId: string;
  /** The exam content: where highlighting works. */
  contentRef: RefObject<HTMLElement | null>;
  hidden: boolean;
  onToggleHidden: () => void;
  hideToggleRef: Ref<HTMLButtonElement>;
}

/** The header's tools: hide the screen, notes, display options; highlighting works over the content. */
export function ExamToolbar({ attemptId, contentRef, hidden, onToggleHidden, hideToggleRef }: ExamToolbarProps) {
  return (
    <div className="exam-toolbar">
      <ScreenHideToggle hidden={hidden} onToggle={onToggleHidden} ref={hideToggleRef} />
      <ExamNotes attemptId={attemptId} />
      <ExamOptionsMenu />
      <HighlightTool containerRef={contentRef} />
    </div>
  );
}
