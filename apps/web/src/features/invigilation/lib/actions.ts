import {
  countText,
  ExamErrorCodes,
  fillText,
  InvigilateEvents,
  MAX_EXTENSION_MINUTES,
  MAX_MESSAGE_CHARS,
  Texts,
  type InvigilatorActionAck,
  type RosterRow,
} from '@cdi/contracts';
import { durationText, uncreditedSeconds } from './roster-alerts';

/** What an invigilator can do to the candidates chosen (or, for a message, to everyone). */
export type InvigilatorAction =
  'extend' | 'creditOffline' | 'pause' | 'resume' | 'holdStart' | 'releaseStart' | 'message' | 'forceSubmit';

export const ACTION_EVENTS: Record<InvigilatorAction, string> = {
  extend: InvigilateEvents.extend,
  creditOffline: InvigilateEvents.creditOffline,
  pause: InvigilateEvents.pause,
  resume: InvigilateEvents.resume,
  holdStart: InvigilateEvents.holdStart,
  releaseStart: InvigilateEvents.releaseStart,
  message: InvigilateEvents.message,
  forceSubmit: InvigilateEvents.forceSubmit,
};

export const ACTION_LABELS: Record<InvigilatorAction, string> = {
  extend: 'Extend time',
  creditOffline: 'Credit offline time',
  pause: 'Pause',
  resume: 'Resume',
  holdStart: 'Hold start',
  releaseStart: 'Release start',
  message: 'Send message',
  forceSubmit: 'Force submit',
};

export const DEFAULT_EXTENSION_MINUTES = 5;

/** '1 candidate' or 'N candidates'. */
export function candidatesText(n: number): string {
  return n === 1 ? Texts.oneCandidate : fillText(Texts.manyCandidates, { n });
}

/**
 * Holding and releasing the start share one button: it releases when every candidate chosen is held,
 * and otherwise holds (those already held stay held), as a mail client's "mark as read" follows the mail chosen.
 */
export function startAction(chosen: readonly Pick<RosterRow, 'startHeldAt'>[]): 'holdStart' | 'releaseStart' {
  return chosen.length > 0 && chosen.every((row) => !!row.startHeldAt) ? 'releaseStart' : 'holdStart';
}

/** Whether an action may be taken with this many candidates chosen: a message with none goes to everyone. */
export function actionAvailable(action: InvigilatorAction, chosen: number): boolean {
  return action === 'message' || chosen > 0;
}

/** The question the confirmation dialog asks, naming how many candidates it touches. */
export function confirmText(action: InvigilatorAction, chosen: number, minutes = DEFAULT_EXTENSION_MINUTES): string {
  const candidates = candidatesText(chosen);
  switch (action) {
    case 'extend':
      return fillText(Texts.confirmExtendTime, { minutes: countText(minutes, 'minute', 'minutes'), candidates });
    case 'creditOffline':
      return fillText(Texts.confirmCreditOffline, { candidates });
    case 'pause':
      return fillText(Texts.confirmPauseExam, { candidates });
    case 'resume':
      return fillText(Texts.confirmResumeExam, { candidates });
    case 'holdStart':
      return fillText(Texts.confirmHoldStart, { candidates });
    case 'releaseStart':
      return fillText(Texts.confirmReleaseStart, { candidates });
    case 'message':
      return chosen === 0 ? Texts.confirmSendAnnouncement : fillText(Texts.confirmSendMessage, { candidates });
    case 'forceSubmit':
      return fillText(Texts.confirmForceSubmit, { candidates });
  }
}

/** A chosen candidate as a confirmation names them: 'Bekzod Lee (CAN0002)'. */
export function candidateNameText(row: Pick<RosterRow, 'name' | 'candidateId'>): string {
  return `${row.name} (${row.candidateId})`;
}

/**
 * What crediting offline time will give one chosen candidate: the time lost in finished
 * disconnections and not given back yet ('Bekzod Lee (CAN0002): 3 min').
 */
export function creditAmountText(row: Pick<RosterRow, 'name' | 'candidateId' | 'live'>): string {
  return `${candidateNameText(row)}: ${durationText(uncreditedSeconds(row))}`;
}

const RESULT_TEXTS: Record<InvigilatorAction, string> = {
  extend: Texts.timeExtended,
  creditOffline: Texts.offlineTimeCredited,
  pause: Texts.examPausedFor,
  resume: Texts.examResumedFor,
  holdStart: Texts.startHeldFor,
  releaseStart: Texts.startReleasedFor,
  message: Texts.messageSentTo,
  forceSubmit: Texts.testSubmittedFor,
};

/** The toast after the server applied an action: 'Time extended for 3 candidates'. */
export function resultText(action: InvigilatorAction, affected: number): string {
  if (action === 'creditOffline' && affected === 0) return Texts.noOfflineTimeToCredit;
  return fillText(RESULT_TEXTS[action], { candidates: candidatesText(affected) });
}

export type ActionOutcome = { ok: true; affected: number } | { ok: false; message: string };

/** What the ack says; no ack at all (the time ran out) is a failure too. */
export function actionOutcome(ack: InvigilatorActionAck | undefined): ActionOutcome {
  if (!ack) return { ok: false, message: Texts.invigilatorActionTimedOut };
  if (ack.ok) return { ok: true, affected: ack.affected };
  return { ok: false, message: ack.message || ExamErrorCodes[ack.code] || Texts.somethingWentWrong };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The minutes typed into the extension field: whole minutes from 1 to the most allowed. */
export function parseExtensionMinutes(raw: string): Checked<number> {
  const text = raw.trim();
  const minutes = Number(text);
  if (!/^\d+$/.test(text) || minutes < 1 || minutes > MAX_EXTENSION_MINUTES) {
    return { ok: false, error: fillText(Texts.extensionMinutesRange, { max: MAX_EXTENSION_MINUTES }) };
  }
  return { ok: true, value: minutes };
}

/** The message typed: not blank, and no longer than the server takes. */
export function parseMessage(raw: string): Checked<string> {
  const text = raw.trim();
  if (text === '') return { ok: false, error: Texts.messageRequired };
  if (text.length > MAX_MESSAGE_CHARS) return { ok: false, error: fillText(Texts.messageTooLong, { max: MAX_MESSAGE_CHARS }) };
  return { ok: true, value: text };
}

/** What an action sends: the assignment, the attempts, and the action's own field. */
export function actionPayload(
  assignmentId: string,
  attemptIds: string[],
  input:
    | { action: 'extend'; minutes: number }
    | { action: 'message'; text: string }
    | { action: 'creditOffline' | 'pause' | 'resume' | 'holdStart' | 'releaseStart' | 'forceSubmit' },
): Record<string, unknown> {
  switch (input.action) {
    case 'extend':
      return { assignmentId, attemptIds, minutes: input.minutes };
    case 'message':
      return { assignmentId, attemptIds, text: input.text };
    default:
      return { assignmentId, attemptIds };
  }
}
