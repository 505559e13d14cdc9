// The admin portal's PDF tools (spec 2): extraction results' structure and the draft exam part.
export { DraftPartDialog } from './components/DraftPartDialog';
export { draftExamPart, type DraftPart, type UnsureField } from './lib/draft-part';
export { analysePage, structureResult } from './lib/page-structure';
