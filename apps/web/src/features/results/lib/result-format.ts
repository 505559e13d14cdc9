import {
  fillText,
  ResultTexts,
  type CandidateSitting,
  type MarkedQuestion,
  type SittingStatus,
  type SpeakingRecord,
} from '@cdi/contracts';
import { dateTime } from '../../../shared/format/date';

/** Shown where a band or score does not exist yet. */
export const NO_VALUE = '—';

/**
 * A band as IELTS prints it: whole and half bands with one decimal ('7.0', '6.5'); a criterion two
 * examiners agreed may be a quarter, shown exactly ('6.25'). Task bands come rounded from the server.
 */
export function formatBand(band: number | null | undefined): string {
  if (band === null || band === undefined || !Number.isFinite(band)) return NO_VALUE;
  if (Number.isInteger(band * 2)) return band.toFixed(1);
  return String(Number(band.toFixed(3)));
}

/** '31/40', or the placeholder while unmarked. */
export function rawScoreText(score: number | null | undefined, max: number | null | undefined): string {
  if (score === null || score === undefined || max === null || max === undefined) return NO_VALUE;
  return fillText(ResultTexts.rawScore, { score, max });
}

export function expectedByText(expectedBy: string): string {
  return fillText(ResultTexts.expectedBy, { date: dateTime(expectedBy) });
}

/** 'Recorded by Amira Haddad on 27 Nov 2026, 10:05': who recorded a Speaking band, and when. */
export function speakingRecordedText(speaking: Pick<SpeakingRecord, 'examiner_name' | 'recorded_at'>): string {
  return fillText(ResultTexts.speakingRecordedBy, { name: speaking.examiner_name, date: dateTime(speaking.recorded_at) });
}

export function submittedText(submittedAt: string): string {
  return fillText(ResultTexts.submittedOn, { date: dateTime(submittedAt) });
}

/** The candidate's sittings, the latest submission first (unparseable dates last, in their order). */
export function newestFirst(sittings: readonly CandidateSitting[]): CandidateSitting[] {
  const time = (s: CandidateSitting) => {
    const t = Date.parse(s.submitted_at);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...sittings].sort((a, b) => time(b) - time(a));
}

/** A slot's question numbers: '7', '11–12' for a run, '3, 5' otherwise; the slot's key when it has none. */
export function questionLabel(question: Pick<MarkedQuestion, 'question' | 'numbers'>): string {
  const numbers = [...question.numbers].sort((a, b) => a - b);
  const first = numbers[0];
  const last = numbers.at(-1);
  if (first === undefined || last === undefined) return question.question;
  if (numbers.length === 1) return String(first);
  const run = numbers.every((n, i) => n === first + i);
  return run ? `${first}–${last}` : numbers.join(', ');
}

/** What the candidate wrote, or '(no answer)' for a blank. */
export function answerText(answer: string): string {
  return answer.trim() === '' ? ResultTexts.noAnswer : answer;
}

/** The accepted answers of a slot, each in full, as one line. */
export function correctAnswersText(answers: readonly string[]): string {
  return answers.length === 0 ? NO_VALUE : answers.join(' / ');
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A sitting's status badge: released and ready read as done, writing to mark as waiting on the centre. */
export const STATUS_TONE: Record<SittingStatus, BadgeTone> = {
  not_started: 'neutral',
  in_progress: 'info',
  marking: 'info',
  awaiting_writing: 'warning',
  ready: 'success',
  released: 'success',
};
