import {
  AttemptStatuses,
  EXAM_SECTIONS,
  LiveStateSchema,
  MessageReceiptSchema,
  SectionStateSchema,
  Texts,
  WRITING_TASK_KEYS,
  type ExamRefusal,
  type RosterPatch,
  type RosterRow,
  type RosterSnapshot,
  type WritingWords,
} from '@cdi/contracts';
import { z } from 'zod';

const section = z.enum(EXAM_SECTIONS);

/** The patches the server sends, checked before they touch the roster. */
export const RosterPatchSchema = z.discriminatedUnion('kind', [
  z.object({
    attemptId: z.string(),
    kind: z.literal('answer'),
    section,
    question: z.string(),
    answered: z.boolean(),
    savedAt: z.string(),
    words: z.number().int().min(0).optional(),
  }),
  z.object({ attemptId: z.string(), kind: z.literal('presence'), online: z.boolean(), at: z.string() }),
  z.object({
    attemptId: z.string(),
    kind: z.literal('sections'),
    status: z.enum(AttemptStatuses),
    sections: z.array(SectionStateSchema),
  }),
  z.object({ attemptId: z.string(), kind: z.literal('live'), live: LiveStateSchema.partial() }),
  z.object({ attemptId: z.string(), kind: z.literal('message'), message: MessageReceiptSchema }),
  z.object({ attemptId: z.string(), kind: z.literal('soundCheck'), soundCheckedAt: z.string() }),
  z.object({ attemptId: z.string(), kind: z.literal('startHold'), startHeldAt: z.string().nullable() }),
]) satisfies z.ZodType<RosterPatch>;

/** The patches of one roster:patch message that match the contract; anything else is left out. */
export function readPatches(payload: unknown): RosterPatch[] {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((item) => {
    const parsed = RosterPatchSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The later of two ISO times (either may be missing). */
function later(a: string | null, b: string): string {
  if (a === null) return b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/** A writing task's new word count; the same record when the patch carries none or it is unchanged. */
function patchWords(words: WritingWords, patch: Extract<RosterPatch, { kind: 'answer' }>): WritingWords {
  const task = WRITING_TASK_KEYS.find((key) => key === patch.question);
  if (patch.words === undefined || !task || words[task] === patch.words) return words;
  return { ...words, [task]: patch.words };
}

/** One row with one patch applied; the same row when nothing changes. */
export function patchRow(row: RosterRow, patch: RosterPatch): RosterRow {
  switch (patch.kind) {
    case 'answer': {
      const current = row.answered[patch.section];
      const has = current.includes(patch.question);
      const answered =
        patch.answered === has
          ? current
          : patch.answered
            ? [...current, patch.question]
            : current.filter((question) => question !== patch.question);
      const lastSavedAt = later(row.lastSavedAt, patch.savedAt);
      const writingWords = patchWords(row.writingWords, patch);
      if (answered === current && lastSavedAt === row.lastSavedAt && writingWords === row.writingWords) return row;
      return {
        ...row,
        answered: answered === current ? row.answered : { ...row.answered, [patch.section]: answered },
        lastSavedAt,
        writingWords,
      };
    }
    case 'presence':
      return row.online === patch.online ? row : { ...row, online: patch.online };
    case 'sections':
      return { ...row, status: patch.status, sections: patch.sections };
    case 'live':
      return { ...row, live: { ...row.live, ...patch.live } };
    case 'message':
      // A receipt for an older message never hides a newer unread one.
      if (row.lastMessage && row.lastMessage.id !== patch.message.id && row.lastMessage.sentAt > patch.message.sentAt) return row;
      return { ...row, lastMessage: patch.message };
    case 'soundCheck':
      return row.soundCheckedAt ? row : { ...row, soundCheckedAt: patch.soundCheckedAt };
    case 'startHold':
      return (row.startHeldAt ?? null) === patch.startHeldAt ? row : { ...row, startHeldAt: patch.startHeldAt };
  }
}

export interface PatchResult {
  /** The same snapshot when nothing changed. */
  roster: RosterSnapshot;
  /** Attempts the patches named that no row holds: the roster must be read again to learn whose they are. */
  unknownAttempts: string[];
}

/** A roster with patches applied in order. */
export function applyPatches(roster: RosterSnapshot, patches: readonly RosterPatch[]): PatchResult {
  const index = new Map<string, number>();
  roster.rows.forEach((row, i) => {
    if (row.attemptId) index.set(row.attemptId, i);
  });
  let rows = roster.rows;
  const unknown = new Set<string>();
  for (const patch of patches) {
    const i = index.get(patch.attemptId);
    if (i === undefined) {
      unknown.add(patch.attemptId);
      continue;
    }
    const row = rows[i]!;
    const patched = patchRow(row, patch);
    if (patched === row) continue;
    if (rows === roster.rows) rows = [...rows];
    rows[i] = patched;
  }
  return { roster: rows === roster.rows ? roster : { ...roster, rows }, unknownAttempts: [...unknown] };
}

/**
 * What a refused watch means: an unknown id and another centre's assignment read alike, as not found
 * (final); anything else is worth another try.
 */
export function watchRefusal(refusal: ExamRefusal): { state: 'refused' | 'failed'; message: string } {
  if (refusal.code === 'invalid' || refusal.code === 'notYours') {
    return { state: 'refused', message: Texts.assignmentNotFoundForInvigilation };
  }
  return { state: 'failed', message: Texts.rosterNotReachable };
}
