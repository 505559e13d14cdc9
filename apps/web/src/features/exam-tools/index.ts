export { ExamOptionsMenu } from './components/ExamOptionsMenu';
export { ExamNotes } from './components/ExamNotes';
export { HighlightTool } from './components/HighlightTool';
export { HighlightToolbar } from './components/HighlightToolbar';
export { ScreenHiddenCover, ScreenHideToggle } from './components/ScreenHideToggle';
export { StickyNote } from './components/StickyNote';
export { useApplyDisplayPreferences, useSystemPrefersDark } from './hooks/use-apply-display-preferences';
export {
  useHighlightTool,
  type HighlightEvent,
  type HighlightToolController,
  type HighlightToolOptions,
  type OpenHighlightToolbar,
} from './hooks/use-highlight-tool';
export {
  CONTRAST_MODES,
  DEFAULT_DISPLAY_PREFERENCES,
  DISPLAY_CHOICES,
  DISPLAY_PREFERENCES_STORAGE_KEY,
  displayAttributes,
  TEXT_SIZES,
  THEME_PREFERENCES,
  type ContrastMode,
  type DisplayPreferences,
  type TextSize,
  type ThemePreference,
} from './lib/display-preferences';
export { useDisplayPreferences } from './lib/display-preferences-store';
export { ExamToolTexts, HIGHLIGHT_TOOLBAR_MARGIN_PX, HIGHLIGHT_TOOLBAR_WIDTH_PX } from './lib/exam-tools-texts';
export { clearHighlights, countHighlights, HIGHLIGHT_CLASS } from './lib/highlight-dom';
export type { SelectionVerdict } from './lib/highlight-geometry';
export { STICKY_NOTE_STORAGE_PREFIX, stickyNoteStorageKey } from './lib/sticky-note';
export { noteAnchor } from './lib/text-notes-dom';
