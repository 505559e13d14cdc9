import type { ExamSection } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { sessionPath, withTestId } from '../../session/lib/journey';
import { acceptedOrThrow } from '../../engine/lib/section-action';

interface BeginSectionOptions {
  engine: ExamEngine;
  section: ExamSection;
  /** 'start' asks the server to start the section's clock; 'enter' goes to a section already running. */
  begin: 'start' | 'enter';
  testId: string;
}

/** Starts (or just enters) a section, then opens its screen; fails with the server's refusal. */
export function useBeginSection({ engine, section, begin, testId }: BeginSectionOptions) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (begin === 'start') acceptedOrThrow(await engine.sectionStart(section));
    },
    // Replace: going back from the screen must not land on rules that can no longer start anything.
    onSuccess: () => navigate(withTestId(sessionPath(section), testId), { replace: true }),
  });
}
