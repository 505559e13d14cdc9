import type { ExamSection } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { sessionPath, withTestId } from '../../session/lib/journey';
import { acceptedOrThrow } from '../../engine/lib/section-action';

interface BeginSectionOptions {
  engine: ExamEngine;
  section: ExamSection;
  testId: string;
}

/** Starts a section's clock on the server, then opens its screen; fails with the server's refusal. */
export function useBeginSection({ engine, section, testId }: BeginSectionOptions) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => acceptedOrThrow(await engine.sectionStart(section)),
    // Replace: going back from the screen must not land on rules that can no longer start anything.
    onSuccess: () => navigate(withTestId(sessionPath(section), testId), { replace: true }),
  });
}
