import { STORAGE_PREFIX } from '../../../shared/session/storage-keys';
import { stickyNoteStorageKey } from './sticky-note';
import {
  anchorPath,
  locateNote,
  nextTextNoteId,
  piecesOfSpan,
  readTextNotes,
  serializeTextNotes,
  spanInBlock,
  textNotesStorageKey,
  withNoteText,
  withoutTextNote,
  withTextNote,
  type TextNote,
} from './text-notes';

const note = (id: string, text = ''): TextNote => ({ id, anchor: 'passage-2', start: 10, end: 22, quote: 'mature trees', text });

describe('textNotesStorageKey', () => {
  it('keeps each attempt’s sections apart, under the prefix that signing out clears', () => {
    const keys = [
      textNotesStorageKey('a1', 'reading'),
      textNotesStorageKey('a1', 'listening'),
      textNotesStorageKey('a2', 'reading'),
    ];
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
  });

  it('never names the sticky note’s key', () => {
    expect(textNotesStorageKey('a1', 'reading')).not.toBe(stickyNoteStorageKey('a1'));
    expect(textNotesStorageKey('a1', 'reading').startsWith(stickyNoteStorageKey('a1'))).toBe(false);
  });
});

describe('readTextNotes', () => {
  it('reads back what was stored', () => {
    const notes = [note('1', 'shade and water'), note('2')];
    expect(readTextNotes(serializeTextNotes(notes))).toEqual(notes);
  });

  it('reads nothing from nothing, from text that is not JSON, or from JSON that is not a list', () => {
    expect(readTextNotes(null)).toEqual([]);
    expect(readTextNotes('{not json')).toEqual([]);
    expect(readTextNotes('{"id":"1"}')).toEqual([]);
  });

  it('skips a damaged entry and keeps the others', () => {
    const stored = JSON.stringify([note('1', 'kept'), { id: '2', anchor: 'x' }, { ...note('3'), start: 5, end: 5 }, note('4')]);
    expect(readTextNotes(stored).map((n) => n.id)).toEqual(['1', '4']);
  });
});

describe('the list of notes', () => {
  it('gives a new note an id no note has', () => {
    expect(nextTextNoteId([])).toBe('1');
    expect(nextTextNoteId([note('3'), note('1')])).toBe('4');
  });

  it('adds, retypes and deletes a note, leaving the others as they were', () => {
    const notes = withTextNote([note('1', 'first')], note('2'));
    expect(notes.map((n) => n.id)).toEqual(['1', '2']);
    const typed = withNoteText(notes, '2', 'second');
    expect(typed.map((n) => n.text)).toEqual(['first', 'second']);
    expect(notes[1]!.text).toBe('');
    expect(withoutTextNote(typed, '1')).toEqual([{ ...note('2'), text: 'second' }]);
  });
});

describe('spanInBlock', () => {
  it('counts offsets from the start of the block across its pieces', () => {
    // 'The mature ' + 'trees' + ' cool'
    const lengths = [11, 5, 5];
    expect(spanInBlock(lengths, { piece: 0, offset: 4 }, { piece: 1, offset: 5 })).toEqual({ start: 4, end: 16 });
    expect(spanInBlock(lengths, { piece: 2, offset: 1 }, { piece: 2, offset: 5 })).toEqual({ start: 17, end: 21 });
  });
});

describe('piecesOfSpan', () => {
  it('gives the part of each piece the span covers, and leaves out the pieces it misses', () => {
    expect(piecesOfSpan([11, 5, 5], { start: 4, end: 16 })).toEqual([
      { piece: 0, start: 4, end: 11 },
      { piece: 1, start: 0, end: 5 },
    ]);
    expect(piecesOfSpan([11, 5, 5], { start: 17, end: 21 })).toEqual([{ piece: 2, start: 1, end: 5 }]);
  });

  it('is the way back from spanInBlock', () => {
    const lengths = [3, 8, 2, 9];
    const span = spanInBlock(lengths, { piece: 1, offset: 2 }, { piece: 3, offset: 4 });
    const pieces = piecesOfSpan(lengths, span);
    expect(pieces[0]).toEqual({ piece: 1, start: 2, end: 8 });
    expect(pieces.at(-1)).toEqual({ piece: 3, start: 0, end: 4 });
  });
});

describe('locateNote', () => {
  const text = 'Trees cool a street. Trees also hold rainwater. Young trees need water.';

  it('finds the words at their offsets', () => {
    expect(locateNote(text, { start: 21, end: 26, quote: 'Trees' })).toEqual({ start: 21, end: 26 });
  });

  it('finds the words nearest their old place when the text before them changed length', () => {
    const longer = `Note: ${text}`;
    expect(locateNote(longer, { start: 21, end: 26, quote: 'Trees' })).toEqual({ start: 27, end: 32 });
    expect(locateNote(longer, { start: 0, end: 5, quote: 'Trees' })).toEqual({ start: 6, end: 11 });
  });

  it('finds nothing when the words are gone', () => {
    expect(locateNote(text, { start: 0, end: 6, quote: 'Shrubs' })).toBeNull();
  });
});

describe('anchorPath', () => {
  it('names a block by the anchors from the content area down to it', () => {
    expect(anchorPath(['passage-2'])).toBe('passage-2');
    expect(anchorPath(['part-1', 'question-3'])).toBe('part-1/question-3');
    expect(anchorPath([])).toBe('');
  });
});
