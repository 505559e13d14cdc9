import { PracticeTexts } from '@cdi/contracts';
import { formatCountdown, secondsLeft, timerTone } from '@cdi/exam-core';
import { useCallback, useEffect, useRef } from 'react';
import { useTickingValue } from '../../../shared/hooks/use-ticking-value';

interface RunTimerProps {
  /** When time runs out, in epoch milliseconds: kept with the run, so a reload does not restart the clock. */
  endsAt: number;
  onTimeUp: () => void;
}

/** Spec 1 §4.8: mm:ss, orange from 10 minutes, red from 2; the time-up action fires once at zero. */
export function RunTimer({ endsAt, onTimeUp }: RunTimerProps) {
  const read = useCallback((now: number) => secondsLeft(endsAt, now), [endsAt]);
  const seconds = useTickingValue(read);
  const timeUp = seconds === 0;
  const onTimeUpRef = useRef(onTimeUp);
  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  }, [onTimeUp]);
  useEffect(() => {
    if (timeUp) onTimeUpRef.current();
  }, [timeUp]);

  return (
    <div className={`exam-timer exam-timer--${timerTone(seconds)}`} role="timer">
      <span className="exam-timer__label">{PracticeTexts.timeLeft}</span>
      <span className="exam-timer__value">{formatCountdown(seconds)}</span>
    </div>
  );
}
