import { countText, fillText, Texts, type AttemptSnapshot, type ExamSection, type TimerSync } from '@cdi/contracts';

/** Something the server told the candidate, shown until they dismiss it. */
export interface ExamNotice {
  id: string;
  tone: 'info' | 'success' | 'error';
  title?: string;
  text: string;
  /** The section it is about: it goes once that section is no longer running. */
  section?: ExamSection;
}

/** '45 seconds', '1 minute', '3 minutes 20 seconds'. */
export function durationWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return countText(rest, 'second', 'seconds');
  const whole = countText(minutes, 'minute', 'minutes');
  return rest === 0 ? whole : `${whole} ${countText(rest, 'second', 'seconds')}`;
}

/** What the candidate is told when a sync adds time to their section; null for a sync that adds none. */
export function timeAddedNotice(sync: TimerSync): ExamNotice | null {
  if (!sync.added || sync.added.seconds <= 0) return null;
  const { seconds, reason } = sync.added;
  const id = `time-added-${sync.section}-${sync.serverTime}`;
  if (reason === 'offlineCredit') {
    return {
      id,
      tone: 'info',
      section: sync.section,
      text: fillText(Texts.offlineTimeGivenBack, { duration: durationWords(seconds) }),
    };
  }
  const minutes = Math.round(seconds / 60);
  const text = minutes === 1 ? Texts.invigilatorGaveOneMinute : fillText(Texts.invigilatorGaveMinutes, { n: minutes });
  return { id, tone: 'info', section: sync.section, text };
}

/** Paused and resumed share one place: a resume replaces the pause message it ends. */
export function pauseNotice(section: ExamSection, paused: boolean): ExamNotice {
  return {
    id: `pause-${section}`,
    tone: 'info',
    section,
    text: paused ? Texts.invigilatorPausedExam : Texts.invigilatorResumedExam,
  };
}

/** The section running now, if any. */
export function runningSection(snapshot: AttemptSnapshot | null): ExamSection | null {
  return snapshot?.sections.find((state) => state.status === 'open')?.section ?? null;
}

/**
 * The notices still worth showing once the snapshot changed: one about a section goes when that
 * section stops running, so a message never follows the candidate into the next section. The same
 * array comes back when nothing goes.
 */
export function noticesForSnapshot(notices: ExamNotice[], snapshot: AttemptSnapshot): ExamNotice[] {
  const running = runningSection(snapshot);
  const kept = notices.filter((notice) => !notice.section || notice.section === running);
  return kept.length === notices.length ? notices : kept;
}
