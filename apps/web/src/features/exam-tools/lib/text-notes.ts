import { z } from 'zod';
import { STORAGE_PREFIX } from '../../../shared/session/storage-keys';

/**
 * Notes attached to highlighted exam text. A note names the content block it belongs to (its anchor)
 * and where in that block's text it sits (offsets), with the text itself (quote), so it can be put back
 * on the same words whenever the block renders again: after a re-render, a move between parts or a
 * reload. Kept per attempt and section under the shared prefix, so signing out removes them.
 */
export const TEXT_NOTES_STORAGE_PREFIX = `${STORAGE_PREFIX}text-notes.`;

export function textNotesStorageKey(attemptId: string, scope: string): string {
  return `${TEXT_NOTES_STORAGE_PREFIX}${attemptId}.${scope}`;
}

const TextNoteSchema = z.object({
  id: z.string().min(1),
  /** The path of anchor names from the content area down to the block ('' for the content area itself). */
  anchor: z.string(),
  /** Where the noted text starts and ends in the block's highlightable text. */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  quote: z.string().min(1),
  text: z.string(),
});

export type TextNote = z.infer<typeof TextNoteSchema>;

/** Where a note sits in its block: the anchor, the offsets and the words. */
export type NotePlace = Omit<TextNote, 'id' | 'text'>;

/**
 * The stored notes. Whatever does not read as a note is skipped one by one, so one damaged entry
 * never costs the candidate the others.
 */
export function readTextNotes(stored: string | null): TextNote[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const note = TextNoteSchema.safeParse(entry);
    return note.success && note.data.start < note.data.end ? [note.data] : [];
  });
}

export function serializeTextNotes(notes: readonly TextNote[]): string {
  return JSON.stringify(notes);
}

/** An id no note of the list has: one more than the highest number used. */
export function nextTextNoteId(notes: readonly TextNote[]): string {
  const highest = notes.reduce((max, note) => Math.max(max, Number.parseInt(note.id, 10) || 0), 0);
  return String(highest + 1);
}

export function withTextNote(notes: readonly TextNote[], note: TextNote): TextNote[] {
  return [...notes.filter((n) => n.id !== note.id), note];
}

export function withNoteText(notes: readonly TextNote[], id: string, text: string): TextNote[] {
  return notes.map((note) => (note.id === id ? { ...note, text } : note));
}

export function withoutTextNote(notes: readonly TextNote[], id: string): TextNote[] {
  return notes.filter((note) => note.id !== id);
}

export interface TextSpan {
  start: number;
  end: number;
}

/** A point in a block's text given as a piece (text node) of it and an offset in that piece. */
export interface PiecePoint {
  piece: number;
  offset: number;
}

/** The offsets in the whole block of a span given by its first and last piece points. */
export function spanInBlock(pieceLengths: readonly number[], from: PiecePoint, to: PiecePoint): TextSpan {
  const before = (piece: number) => pieceLengths.slice(0, piece).reduce((sum, length) => sum + length, 0);
  return { start: before(from.piece) + from.offset, end: before(to.piece) + to.offset };
}

/** The span covered in each piece of the block, in order; pieces the span misses are left out. */
export function piecesOfSpan(pieceLengths: readonly number[], span: TextSpan): { piece: number; start: number; end: number }[] {
  const covered: { piece: number; start: number; end: number }[] = [];
  let pieceStart = 0;
  pieceLengths.forEach((length, piece) => {
    const start = Math.max(span.start, pieceStart) - pieceStart;
    const end = Math.min(span.end, pieceStart + length) - pieceStart;
    if (end > start) covered.push({ piece, start, end });
    pieceStart += length;
  });
  return covered;
}

/**
 * Where the note's words are in the block's text now: at the stored offsets when the words are still
 * there, else the occurrence of the words nearest to them (text before it changed length), else null.
 */
export function locateNote(blockText: string, place: Pick<NotePlace, 'start' | 'end' | 'quote'>): TextSpan | null {
  if (blockText.slice(place.start, place.end) === place.quote) return { start: place.start, end: place.end };
  let best: number | null = null;
  for (let at = blockText.indexOf(place.quote); at >= 0; at = blockText.indexOf(place.quote, at + 1)) {
    if (best === null || Math.abs(at - place.start) < Math.abs(best - place.start)) best = at;
  }
  return best === null ? null : { start: best, end: best + place.quote.length };
}

export const ANCHOR_PATH_SEPARATOR = '/';

export function anchorPath(names: readonly string[]): string {
  return names.join(ANCHOR_PATH_SEPARATOR);
}
