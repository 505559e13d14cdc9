import { STORAGE_PREFIX } from '../../../shared/session/storage-keys';

/** Notes are kept per attempt; the shared prefix makes signing out remove them. */
export const STICKY_NOTE_STORAGE_PREFIX = `${STORAGE_PREFIX}exam-notes.`;

export function stickyNoteStorageKey(attemptId: string): string {
  return `${STICKY_NOTE_STORAGE_PREFIX}${attemptId}`;
}

export interface NotePosition {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Distance the note keeps from the viewport edges, in pixels. */
export const NOTE_EDGE_MARGIN_PX = 8;
export const NOTE_KEY_STEP_PX = 16;
export const NOTE_KEY_BIG_STEP_PX = 64;

/**
 * Keeps the whole note inside the viewport; a note larger than the viewport keeps its top-left corner
 * (with its title bar and close button) on screen.
 */
export function clampNotePosition(position: NotePosition, note: Size, viewport: Size): NotePosition {
  const clampAxis = (value: number, size: number, room: number) =>
    Math.max(NOTE_EDGE_MARGIN_PX, Math.min(value, room - NOTE_EDGE_MARGIN_PX - size));
  return { x: clampAxis(position.x, note.width, viewport.width), y: clampAxis(position.y, note.height, viewport.height) };
}

/** Where the note starts: the top right corner, below a typical header. */
export function initialNotePosition(note: Size, viewport: Size): NotePosition {
  return clampNotePosition({ x: viewport.width - note.width - 24, y: 96 }, note, viewport);
}

const KEY_DIRECTIONS: Record<string, NotePosition> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The position an arrow key moves the note to (Shift takes bigger steps), or null for any other key. */
export function positionAfterKey(position: NotePosition, key: string, bigStep: boolean): NotePosition | null {
  const direction = KEY_DIRECTIONS[key];
  if (!direction) return null;
  const step = bigStep ? NOTE_KEY_BIG_STEP_PX : NOTE_KEY_STEP_PX;
  return { x: position.x + direction.x * step, y: position.y + direction.y * step };
}
