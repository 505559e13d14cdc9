import type { ExamSection } from '@cdi/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { STORAGE_PREFIX } from '../../../../shared/session/storage-keys';

/** Per section: question 1 of listening is not question 1 of reading. */
const flagsKey = (attemptId: string, section: ExamSection) => `${STORAGE_PREFIX}exam.flags.${attemptId}.${section}`;

/** The flags kept on this device; null when it has none for the section (another computer's window). */
function readFlags(attemptId: string, section: ExamSection): Set<number> | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(flagsKey(attemptId, section)) ?? 'null');
    return Array.isArray(stored) ? new Set(stored.filter((n): n is number => typeof n === 'number')) : null;
  } catch {
    return null;
  }
}

/**
 * Questions flagged for review; kept on this device so a reload keeps them, and sent to the server
 * (on opening the section and on each change) so the invigilator's roster shows them. A device with
 * none of its own starts from the server's, so moving computers keeps the candidate's flags.
 */
export function useFlags(engine: Pick<ExamEngine, 'flags' | 'flaggedOnServer'>, attemptId: string, section: ExamSection) {
  const [flags, setFlags] = useState(() => readFlags(attemptId, section) ?? new Set(engine.flaggedOnServer(section) ?? []));
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
