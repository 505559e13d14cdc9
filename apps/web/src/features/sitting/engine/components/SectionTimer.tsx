import type { ExamSection } from '@cdi/contracts';
import { formatCountdown, timerTone } from '@cdi/exam-core';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { useRemainingSeconds } from '../hooks/use-engine-state';

/** The server-driven countdown of the open section: mm:ss, orange from 10 minutes, red from 2. */
export function SectionTimer({ engine, section }: { engine: ExamEngine; section: ExamSection }) {
  const seconds = useRemainingSeconds(engine, section);
  if (seconds === null) return null;
  return (
    <div className={`exam-timer exam-timer--${timerTone(seconds)}`} role="timer">
      <span className="exam-timer__label">Time left</span>
      <span className="exam-timer__value">{formatCountdown(seconds)}</span>
    </div>
  );
}
