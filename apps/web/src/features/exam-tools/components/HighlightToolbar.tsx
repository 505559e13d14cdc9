import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { HighlightToolController, OpenHighlightToolbar } from '../hooks/use-highlight-tool';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import { highlightToolbarWidth, placeHighlightToolbar } from '../lib/highlight-geometry';
import '../exam-tools.css';

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/** The floating toolbar of the highlight tool, shown while the controller has it open. */
export function HighlightToolbar({ tool }: { tool: HighlightToolController }) {
  if (!tool.toolbar) return null;
  return createPortal(<OpenToolbar key={tool.toolbar.id} tool={tool} toolbar={tool.toolbar} />, document.body);
}

function OpenToolbar({ tool, toolbar }: { tool: HighlightToolController; toolbar: OpenHighlightToolbar }) {
  const { toolbarRef } = tool;
  const hintId = useId();
  const [activeIndex, setActiveIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useLayoutEffect(() => {
    const element = toolbarRef.current;
    if (!element) return;
    const place = () => {
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      // The width decides how the buttons wrap, so set it before measuring the height.
      element.style.width = `${highlightToolbarWidth(viewport.width)}px`;
      const placement = placeHighlightToolbar(toolbar.range.getBoundingClientRect(), element.offsetHeight, viewport);
      element.style.left = `${placement.left}px`;
      element.style.top = `${placement.top}px`;
    };
    place();
    if (toolbar.focusOnOpen) buttons.current[0]?.focus();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [toolbar, toolbarRef]);

  const actions: { label: string; run: () => void; primary?: boolean }[] = [
    { label: ExamToolTexts.highlight, run: tool.highlight, primary: true },
    ...(tool.note ? [{ label: ExamToolTexts.note, run: tool.note }] : []),
    { label: ExamToolTexts.remove, run: tool.remove },
    { label: ExamToolTexts.clearAll, run: tool.clearAll },
    { label: ExamToolTexts.close, run: tool.close },
  ];

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    let next: number | null = null;
    if (NEXT_KEYS.includes(event.key)) next = activeIndex === last ? 0 : activeIndex + 1;
    else if (PREVIOUS_KEYS.includes(event.key)) next = activeIndex === 0 ? last : activeIndex - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <div
      ref={toolbarRef}
      className="highlight-toolbar"
      role="toolbar"
      aria-label={ExamToolTexts.highlightTools}
      aria-describedby={hintId}
      aria-keyshortcuts="Control+Shift+H"
      data-highlight-ignore=""
      onKeyDown={moveFocus}
      // Pressing a tool must not move focus off the text or drop the selection before the tool runs.
      onMouseDown={(event) => event.preventDefault()}
    >
      <p id={hintId} className="sr-only">
        {ExamToolTexts.highlightShortcutHint}
      </p>
      {actions.map(({ label, run, primary }, index) => (
        <button
          key={label}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          className={primary ? 'highlight-toolbar__button highlight-toolbar__button--primary' : 'highlight-toolbar__button'}
          tabIndex={index === activeIndex ? 0 : -1}
          onFocus={() => setActiveIndex(index)}
          onClick={run}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
