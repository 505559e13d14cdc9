/**
 * Texts of the exam chrome tools. Those quoted in spec 1 (§2.10, §2.11) are copied exactly; the
 * screen-hidden message is Texts.screenHidden in @cdi/contracts.
 */
export const ExamToolTexts = {
  options: 'Options',
  back: 'Back',
  close: 'Close',
  highlight: 'Highlight',
  note: 'Note',
  remove: 'Remove',
  clearAll: 'Clear All',
  highlightTools: 'Highlight tools',
  highlightShortcutHint:
    'Select text in the exam, then press Control+Shift+H or the context menu key to open the highlight tools. ' +
    'Use the arrow keys to move between the tools and Escape to close them.',
  notes: 'Notes',
  notesTextLabel: 'Your notes',
  moveNoteHint: 'Drag the title bar, or focus it and use the arrow keys, to move the note.',
  noteTextLabel: 'Your note on the highlighted text',
  openNoteOn: 'Note on',
  deleteNote: 'Delete note',
  noteDeleted: 'Note deleted. The text stays highlighted.',
  hideScreen: 'Hide screen',
  showScreen: 'Show screen',
  testSelection: 'Test Selection',
  clearAllHighlights: 'Clear All Highlights',
} as const;

/** Spec 1 §9: the highlight toolbar is 280 px wide and keeps 16 px from the viewport edges. */
export const HIGHLIGHT_TOOLBAR_WIDTH_PX = 280;
export const HIGHLIGHT_TOOLBAR_MARGIN_PX = 16;
