import { ExamErrorCodes, ExamEvents, fillText, Texts } from '@cdi/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { sectionName } from '../../../../shared/format/section-name';
import { type ExamNotice, noticesForSnapshot, pauseNotice, runningSection, timeAddedNotice } from '../lib/invigilator-notices';

export type { ExamNotice };

export interface ExamNotices {
  notices: ExamNotice[];
  dismiss: (id: string) => void;
  /** Another window took the attempt over: this one must not take answers any more. */
  takenOver: boolean;
  /** The server submitted the attempt (time limit, or the invigilator). */
  submitted: boolean;
  /** The invigilator paused the exam (since this page opened; a reload learns it from the snapshot instead). */
  paused: boolean;
  /** Why the server would not let this window join the attempt, if it would not. */
  joinRefused: string | null;
  /** Why the centre stopped this sitting (the account was suspended), final; null while it runs. */
  stopped: string | null;
}

/** Runs once the page is on screen: now, or when the candidate comes back to the tab. */
function whenOnScreen(run: () => void): void {
  if (document.visibilityState === 'visible') return run();
  const onChange = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onChange);
    run();
  };
  document.addEventListener('visibilitychange', onChange);
}

/**
 * What the server tells the candidate while they sit: time up, invigilator messages and actions (extra
 * time, pause, resume, offline time given back), submission, take-over, a sitting stopped by the centre.
 */
export function useExamNotices(engine: ExamEngine | null): ExamNotices {
  const [notices, setNotices] = useState<ExamNotice[]>([]);
  const [takenOver, setTakenOver] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [paused, setPaused] = useState(false);
  const [joinRefused, setJoinRefused] = useState<string | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);

  useEffect(() => {
    if (!engine) return;
    const add = (notice: ExamNotice) => setNotices((shown) => [...shown.filter((other) => other.id !== notice.id), notice]);
    const offs = [
      engine.on(ExamEvents.sectionExpired, ({ section }) =>
        add({ id: `expired-${section}`, tone: 'info', text: fillText(Texts.sectionTimeUp, { section: sectionName(section) }) }),
      ),
      engine.on(ExamEvents.message, ({ id, text, section }) => {
        // Sent about a section that has closed since: out of date, so never shown.
        if (section && section !== runningSection(engine.snapshot)) return;
        add({ id: `message-${id}`, tone: 'info', title: Texts.invigilatorMessage, text, ...(section && { section }) });
        whenOnScreen(() => engine.messageSeen(id));
      }),
      engine.on(ExamEvents.timerSync, (sync) => {
        const notice = timeAddedNotice(sync);
        if (notice) add(notice);
      }),
      engine.on(ExamEvents.paused, () => {
        setPaused(true);
        const section = runningSection(engine.snapshot);
        if (section) add(pauseNotice(section, true));
      }),
      engine.on(ExamEvents.resumed, ({ section }) => {
        setPaused(false);
        add(pauseNotice(section, false));
      }),
      // What the invigilator did to a section is about that section only: it goes when the section ends.
      engine.on('snapshot', (snapshot) => setNotices((shown) => noticesForSnapshot(shown, snapshot))),
      engine.on(ExamEvents.submitted, () => setSubmitted(true)),
      engine.on(ExamEvents.takenOver, () => setTakenOver(true)),
      engine.on(ExamEvents.sittingStopped, ({ message }) => setStopped(message)),
      engine.on('join:refused', (refusal) => setJoinRefused(refusal.message || ExamErrorCodes[refusal.code])),
    ];
    return () => offs.forEach((off) => off());
  }, [engine]);

  const dismiss = useCallback((id: string) => setNotices((shown) => shown.filter((notice) => notice.id !== id)), []);
  return { notices, dismiss, takenOver, submitted, paused, joinRefused, stopped };
}
