import { useHighlightTool, type HighlightToolOptions } from '../hooks/use-highlight-tool';
import { HighlightToolbar } from './HighlightToolbar';

/**
 * Turns on the highlight tool for the exam content area in containerRef: select text,
 * then use the toolbar that appears; from the keyboard, Control+Shift+H or the context menu key opens it.
 */
export function HighlightTool(options: HighlightToolOptions) {
  return <HighlightToolbar tool={useHighlightTool(options)} />;
}
