import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SelectionVerdict } from '../lib/highlight-geometry';
import { clearHighlights, highlightRange, judgeDocumentSelection, removeHighlightsInRange } from '../lib/highlight-dom';

export type HighlightEvent =
  | { type: 'opened'; text: string }
  | { type: 'ignored'; reason: Exclude<SelectionVerdict, 'ok'> }
  | { type: 'highlighted'; count: number }
  | { type: 'removed'; count: number }
  | { type: 'cleared'; count: number }
  | { type: 'closed' };

export interface OpenHighlightToolbar {
  /** New for every opening, so the toolbar starts afresh even when it opens again without closing. */
  id: number;
  /** The selection the toolbar acts on, kept so that clicking the toolbar cannot lose it. */
  range: Range;
  /** Opened from the keyboard: focus moves into the toolbar. */
  focusOnOpen: boolean;
  returnFocusTo: HTMLElement | null;
}

export interface HighlightToolOptions {
  /** The exam content area: only text inside it is highlighted, and Clear All clears it all. */
  containerRef: RefObject<HTMLElement | null>;
  onEvent?: (event: HighlightEvent) => void;
  /** Given, the toolbar offers Note, which hands the selection over to attach a note to it. */
  onNote?: (range: Range) => void;
}

export interface HighlightToolController {
  toolbar: OpenHighlightToolbar | null;
  toolbarRef: RefObject<HTMLDivElement | null>;
  /** Opens the toolbar for the current selection, or reports why the selection is ignored. */
  openFromSelection: (options: { focusToolbar: boolean }) => SelectionVerdict;
  highlight: () => void;
  /** Present when the tool was given onNote. */
  note?: () => void;
  remove: () => void;
  clearAll: () => void;
  close: () => void;
}

function isHighlightShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === 'KeyH';
}

/** The highlight tool (docs/reference/candidate.md#exam-chrome): selection handling, the toolbar's state and its actions. */
export function useHighlightTool({ containerRef, onEvent, onNote }: HighlightToolOptions): HighlightToolController {
  const [toolbar, setToolbar] = useState<OpenHighlightToolbar | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const openings = useRef(0);
  // Listeners are added once; these refs let them see the latest toolbar and callback.
  const toolbarState = useRef<OpenHighlightToolbar | null>(null);
  const onEventRef = useRef(onEvent);
  const onNoteRef = useRef(onNote);
  useLayoutEffect(() => {
    toolbarState.current = toolbar;
    onEventRef.current = onEvent;
    onNoteRef.current = onNote;
  });

  const report = useCallback((event: HighlightEvent) => onEventRef.current?.(event), []);

  const openFromSelection = useCallback(
    ({ focusToolbar }: { focusToolbar: boolean }): SelectionVerdict => {
      const container = containerRef.current;
      if (!container) return 'outside-content';
      const { verdict, range, text } = judgeDocumentSelection(container);
      if (range === null) {
        report({ type: 'ignored', reason: verdict });
        return verdict;
      }
      const focused = document.activeElement;
      const returnFocusTo = focused instanceof HTMLElement && !toolbarRef.current?.contains(focused) ? focused : null;
      openings.current += 1;
      setToolbar({ id: openings.current, range, focusOnOpen: focusToolbar, returnFocusTo });
      report({ type: 'opened', text });
      return verdict;
    },
    [containerRef, report],
  );

  /** Closes the toolbar; focus goes back to where it was only if it was in the toolbar (a click elsewhere keeps its own). */
  const dismiss = useCallback((event: HighlightEvent | null, clearSelection: boolean) => {
    const open = toolbarState.current;
    if (!open) return;
    const focusWasInToolbar = toolbarRef.current?.contains(document.activeElement) ?? false;
    toolbarState.current = null;
    setToolbar(null);
    if (clearSelection) window.getSelection()?.removeAllRanges();
    if (focusWasInToolbar && open.returnFocusTo?.isConnected) open.returnFocusTo.focus();
    if (event) onEventRef.current?.(event);
  }, []);

  const highlight = useCallback(() => {
    const container = containerRef.current;
    const open = toolbarState.current;
    if (!container || !open) return;
    dismiss({ type: 'highlighted', count: highlightRange(open.range, container) }, true);
  }, [containerRef, dismiss]);

  // The toolbar only closes and hands the selection on: what becomes of it is the notes' to tell.
  const note = useCallback(() => {
    const open = toolbarState.current;
    if (!open) return;
    dismiss(null, true);
    onNoteRef.current?.(open.range);
  }, [dismiss]);

  const remove = useCallback(() => {
    const container = containerRef.current;
    const open = toolbarState.current;
    if (!container || !open) return;
    dismiss({ type: 'removed', count: removeHighlightsInRange(open.range, container) }, true);
  }, [containerRef, dismiss]);

  const clearAll = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const count = clearHighlights(container);
    if (toolbarState.current) dismiss({ type: 'cleared', count }, true);
    else report({ type: 'cleared', count });
  }, [containerRef, dismiss, report]);

  const close = useCallback(() => dismiss({ type: 'closed' }, false), [dismiss]);

  useEffect(() => {
    // Listening on the document and asking the ref at event time works even when the content area mounts later.
    const insideContent = (target: EventTarget | null) =>
      target instanceof Node && (containerRef.current?.contains(target) ?? false);
    let pressStartedInside = false;

    const onPointerDown = (event: PointerEvent) => {
      if (toolbarState.current && !toolbarRef.current?.contains(event.target as Node)) close();
      pressStartedInside = event.button === 0 && insideContent(event.target);
    };
    // The selection settles only after the mouseup's default action, hence the next task.
    const onPointerUp = () => {
      if (!pressStartedInside) return;
      pressStartedInside = false;
      window.setTimeout(() => openFromSelection({ focusToolbar: false }), 0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && toolbarState.current) {
        event.preventDefault();
        close();
      } else if (isHighlightShortcut(event)) {
        event.preventDefault();
        openFromSelection({ focusToolbar: true });
      }
    };
    // The context menu key, Shift+F10 and a right click on selected text open the toolbar instead of the
    // browser's menu. From the keyboard with nothing focused (caret browsing) the event targets the body.
    const onContextMenu = (event: MouseEvent) => {
      const fromContent =
        insideContent(event.target) ||
        (event.target === document.body && insideContent(window.getSelection()?.anchorNode ?? null));
      if (fromContent && openFromSelection({ focusToolbar: true }) === 'ok') event.preventDefault();
    };

    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('contextmenu', onContextMenu);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, [containerRef, openFromSelection, close]);

  return {
    toolbar,
    toolbarRef,
    openFromSelection,
    highlight,
    note: onNote ? note : undefined,
    remove,
    clearAll,
    close,
  };
}
