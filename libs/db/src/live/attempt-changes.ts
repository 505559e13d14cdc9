import type { AttemptSnapshot, ExamSection, LiveState, MessageReceipt, RosterPatch } from '@cdi/contracts';

/** Something that happened to an attempt, which the invigilators watching its assignment see. */
export type AttemptChange = { assignmentId: string; attemptId: string } & (
  | {
      kind: 'answerSaved';
      section: ExamSection;
      question: string;
      value: string;
      savedAt: string;
      /** A writing task's words, counted by the api with exam-core's countWords (this lib does not import it). */
      words?: number;
    }
  | { kind: 'sectionsChanged'; snapshot: Pick<AttemptSnapshot, 'status' | 'sections'> }
  /** A window joined (`at`, ISO) or the last one went; `live` is what that changed in the live state. */
  | { kind: 'connected' | 'disconnected'; at: string; live: Partial<LiveState> }
  | { kind: 'liveChanged'; live: Partial<LiveState> }
  | { kind: 'messageReceipt'; message: MessageReceipt }
  /** The candidate confirmed they can hear the sound check (`at`, ISO). */
  | { kind: 'soundChecked'; at: string }
  /** An invigilator held the candidate's start (`startHeldAt`, ISO) or released it (null). */
  | { kind: 'startHold'; startHeldAt: string | null }
);

/** Roster patches per assignment: what one message to an assignment's room carries. */
export type RosterFanOut = Record<string, RosterPatch[]>;

/**
 * The one place a change becomes the compact patches the roster page applies. A live change that
 * changed nothing makes no patch.
 */
export function rosterPatchesOf(change: AttemptChange): RosterPatch[] {
  const { attemptId } = change;
  switch (change.kind) {
    case 'answerSaved':
      return [
        {
          attemptId,
          kind: 'answer',
          section: change.section,
          question: change.question,
          answered: change.value.trim() !== '',
          savedAt: change.savedAt,
          ...(change.words !== undefined && { words: change.words }),
        },
      ];
    case 'sectionsChanged':
      return [{ attemptId, kind: 'sections', status: change.snapshot.status, sections: change.snapshot.sections }];
    case 'connected':
    case 'disconnected':
      return [
        { attemptId, kind: 'presence', online: change.kind === 'connected', at: change.at },
        ...(Object.keys(change.live).length > 0 ? [{ attemptId, kind: 'live' as const, live: change.live }] : []),
      ];
    case 'liveChanged':
      return Object.keys(change.live).length > 0 ? [{ attemptId, kind: 'live', live: change.live }] : [];
    case 'messageReceipt':
      return [{ attemptId, kind: 'message', message: change.message }];
    case 'soundChecked':
      return [{ attemptId, kind: 'soundCheck', soundCheckedAt: change.at }];
    case 'startHold':
      return [{ attemptId, kind: 'startHold', startHeldAt: change.startHeldAt }];
  }
}

/** Changes grouped into each assignment's patches, in the order they happened. */
export function rosterFanOut(changes: readonly AttemptChange[]): RosterFanOut {
  const fanOut: RosterFanOut = {};
  for (const change of changes) {
    const patches = rosterPatchesOf(change);
    if (patches.length > 0) (fanOut[change.assignmentId] ??= []).push(...patches);
  }
  return fanOut;
}
