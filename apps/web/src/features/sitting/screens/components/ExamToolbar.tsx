import type { ExamSection } from '@cdi/contracts';
import type { Ref, RefObject } from 'react';
import { ExamNotes, ExamOptionsMenu, HighlightTool, ScreenHideToggle } from '../../../exam-tools';

interface ExamToolbarProps {
  attemptId: string;
  section: ExamSection;
  /** The exam content: where highlighting and notes on text work. */
  contentRef: RefObject<HTMLElement | null>;
  hidden: boolean;
  onToggleHidden: () => void;
  hideToggleRef: Ref<HTMLButtonElement>;
}

/** The header's tools: hide the screen, notes, display options; highlighting and notes on text work over the content. */
export function ExamToolbar({ attemptId, section, contentRef, hidden, onToggleHidden, hideToggleRef }: ExamToolbarProps) {
  return (
    <div className="exam-toolbar">
      <ScreenHideToggle hidden={hidden} onToggle={onToggleHidden} ref={hideToggleRef} />
      <ExamNotes attemptId={attemptId} />
      <ExamOptionsMenu />
      <HighlightTool key={`${attemptId}.${section}`} containerRef={contentRef} attemptId={attemptId} scope={section} />
    </div>
  );
}
