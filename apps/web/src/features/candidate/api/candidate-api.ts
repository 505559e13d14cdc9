import {
  AttemptContentRoutes,
  DEFAULT_CLIENT_TIMEOUT_MS,
  AssignedTestRoutes,
  Texts,
  type AssignedTest,
  type ExamSection,
  type SectionContentResponse,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const candidateKeys = {
  assignedTests: ['candidate', 'assigned-tests'] as const,
  sectionContent: (attemptId: string, section: ExamSection) => ['candidate', 'attempt', attemptId, 'section', section] as const,
};

/** The signed-in candidate's assigned tests, each with the attempt it is sat in. */
export async function listAssignedTests(signal?: AbortSignal): Promise<AssignedTest[]> {
  const { assignedTests } = await callRoute(
    AssignedTestRoutes.assignedTests,
    {},
    { timeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, fallbackError: Texts.failedToLoadAssignedTests, signal },
  );
  return assignedTests;
}

/** The parts of a section as the candidate sees them; the server refuses (403) unless the section is open. */
export async function fetchSectionContent(
  attemptId: string,
  section: ExamSection,
  signal?: AbortSignal,
): Promise<SectionContentResponse['parts']> {
  const { parts } = await callRoute(
    AttemptContentRoutes.sectionContent,
    { params: { attemptId, section } },
    { timeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, fallbackError: Texts.somethingWentWrong, signal },
  );
  return parts;
}
