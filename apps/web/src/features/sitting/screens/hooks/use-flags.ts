import type { ExamSection } from '@cdi/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { STORAGE_PREFIX } from '../../../../shared/session/storage-keys';

/** Per section: question 1 of listening is not question 1 of reading. */
const flagsKey = (attemptId: string, section: ExamSection) => `${STORAGE_PREFIX}exam.flags.${attemptId}.${section}`;

function readFlags(attemptId: string, section: ExamSection): Set<number> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(flagsKey(attemptId, section)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((n): n is number => typeof n === 'number') : []);
  } catch {
    return new Set();
  }
}

/**
 * Questions flagged for review; kept on this device so a reload keeps them, and sent to the server
 * (on opening the section and on each change) so the invigilator's roster shows them.
 */
export function useFlags(engine: Pick<ExamEngine, 'flags'>, attemptId: string, section: ExamSection) {
  const [flags, setFlags] = useState(() => readFlags(attemptId, section));
  useEffect(() => engine.flags(section, [...flags]), [engine, section, flags]);
  const toggle = useCallback(
    (question: number) =>
      setFlags((current) => {
        const next = new Set(current);
        if (!next.delete(question)) next.add(question);
        window.localStorage.setItem(flagsKey(attemptId, section), JSON.stringify([...next]));
        return next;
      }),
    [attemptId, section],
  );
  return { flags, toggle };
}
