import { STORAGE_PREFIX } from '../../../shared/session/storage-keys';
import {
  clampNotePosition,
  initialNotePosition,
  NOTE_EDGE_MARGIN_PX,
  positionAfterKey,
  stickyNoteStorageKey,
} from './sticky-note';

const note = { width: 300, height: 250 };
const viewport = { width: 1024, height: 768 };

describe('stickyNoteStorageKey', () => {
  it('keeps one note per attempt under the prefix that signing out clears', () => {
    expect(stickyNoteStorageKey('a1')).not.toBe(stickyNoteStorageKey('a2'));
    expect(stickyNoteStorageKey('a1').startsWith(STORAGE_PREFIX)).toBe(true);
  });
});

describe('clampNotePosition', () => {
  it('leaves a note that fits where it is', () => {
    expect(clampNotePosition({ x: 100, y: 200 }, note, viewport)).toEqual({ x: 100, y: 200 });
  });

  it('pulls a note dragged past any edge back inside the viewport', () => {
    expect(clampNotePosition({ x: -50, y: -10 }, note, viewport)).toEqual({ x: NOTE_EDGE_MARGIN_PX, y: NOTE_EDGE_MARGIN_PX });
    expect(clampNotePosition({ x: 2000, y: 2000 }, note, viewport)).toEqual({
      x: 1024 - NOTE_EDGE_MARGIN_PX - 300,
      y: 768 - NOTE_EDGE_MARGIN_PX - 250,
    });
  });

  it('keeps the title bar on screen when the note is larger than the viewport', () => {
    expect(clampNotePosition({ x: 40, y: 40 }, note, { width: 200, height: 100 })).toEqual({
      x: NOTE_EDGE_MARGIN_PX,
      y: NOTE_EDGE_MARGIN_PX,
    });
  });
});

describe('initialNotePosition', () => {
  it('starts at the top right, inside the viewport', () => {
    expect(initialNotePosition(note, viewport)).toEqual({ x: 1024 - 300 - 24, y: 96 });
    expect(initialNotePosition(note, { width: 320, height: 260 })).toEqual({ x: NOTE_EDGE_MARGIN_PX, y: NOTE_EDGE_MARGIN_PX });
  });
});

describe('positionAfterKey', () => {
  const start = { x: 100, y: 100 };

  it('moves 16 px per arrow key, 64 px with Shift', () => {
    expect(positionAfterKey(start, 'ArrowLeft', false)).toEqual({ x: 84, y: 100 });
    expect(positionAfterKey(start, 'ArrowRight', false)).toEqual({ x: 116, y: 100 });
    expect(positionAfterKey(start, 'ArrowUp', true)).toEqual({ x: 100, y: 36 });
    expect(positionAfterKey(start, 'ArrowDown', true)).toEqual({ x: 100, y: 164 });
  });

  it('ignores other keys', () => {
    expect(positionAfterKey(start, 'Enter', false)).toBeNull();
    expect(positionAfterKey(start, 'a', true)).toBeNull();
  });
});
