import { Injectable } from '@nestjs/common';
import {
  type AssignedTest,
  type AssignedTestDetailResponse,
  type AttemptStatus,
  DEFAULT_TENANT_SETTINGS,
  TestMakingTexts,
} from '@cdi/contracts';
import { AttemptsRepository, type CandidateTerms, TEST_SLOTS, type TestEntity } from '@cdi/db';
import { paperNumbering, shownRange } from '@cdi/exam-core';
import { TenantSettingsRepository } from '../admin-console/tenant-settings.repository';
import { ApiError } from '../common/api-error';
import { partOutline } from '../test-making/part-outline';
import { TestsRepository } from '../test-making/tests.repository';

const DASHBOARD_STATUS: Record<AttemptStatus, AssignedTest['status']> = {
  not_started: 'assigned',
  in_progress: 'in_progress',
  completed: 'completed',
};

const slotIds = (test: TestEntity) =>
  Object.fromEntries(TEST_SLOTS.map((s) => [s.column, test[s.property]])) as Record<
    (typeof TEST_SLOTS)[number]['column'],
    string | null
  >;

/** The candidate's window as the candidate's pages give it: their own when they have one (see candidateTerms). */
function windowOf(
  terms: CandidateTerms | undefined,
  assignment: { opensAt: Date | null; closesAt: Date | null },
): { opens_at: string | null; closes_at: string | null } {
  const { opensAt, closesAt } = terms?.window ?? assignment;
  return { opens_at: opensAt?.toISOString() ?? null, closes_at: closesAt?.toISOString() ?? null };
}

/** A candidate's own assigned tests; each comes with the attempt it is sat in, created on first sight. */
@Injectable()
export class AssignedTestsService {
  constructor(
    private readonly tests: TestsRepository,
    private readonly attempts: AttemptsRepository,
    private readonly settings: TenantSettingsRepository,
  ) {}

  async assignedTests(tenantId: string, userId: string): Promise<AssignedTest[]> {
    const assigned = await this.tests.forStudent(tenantId, userId);
    const ids = assigned.map(({ assignment }) => assignment.id);
    const attempts = await this.attempts.ensureAll(tenantId, ids, userId);
    const terms = await this.attempts.candidateTerms(tenantId, userId, ids);
    return assigned.map(({ assignment, test }) => {
      const attempt = attempts.get(assignment.id)!;
      const window = windowOf(terms.get(assignment.id), assignment);
      return {
        assignment_id: assignment.id,
        test_id: test.id,
        attempt_id: attempt.id,
        title: test.title,
        description: test.description,
        status: DASHBOARD_STATUS[attempt.status],
        assigned_at: assignment.createdAt.toISOString(),
        due_at: assignment.dueAt?.toISOString() ?? null,
        ...window,
        ...slotIds(test),
      };
    });
  }

  /** The newest assignment of that test to the candidate, its parts, and the attempt. */
  async assignedTest(tenantId: string, userId: string, testId: string): Promise<Omit<AssignedTestDetailResponse, 'success'>> {
    const found = (await this.tests.forStudent(tenantId, userId)).find(({ test }) => test.id === testId);
    if (!found) throw ApiError.notFound(TestMakingTexts.testNotFound);
    const { assignment, test } = found;
    const attempt = (await this.attempts.ensureAll(tenantId, [assignment.id], userId)).get(assignment.id)!;
    const window = windowOf(
      (await this.attempts.candidateTerms(tenantId, userId, [assignment.id])).get(assignment.id),
      assignment,
    );
    const parts = await this.tests.partsOf(test);
    // Each section's parts (in slot order) numbered as the candidate will meet them.
    const numbered = new Map(
      (['listening', 'reading'] as const).flatMap((section) => {
        const inSection = parts.filter(({ slot }) => slot.section === section);
        const numbering = paperNumbering(inSection.map(({ part }) => part.examData ?? {}));
        return inSection.map(({ part }, i) => [part.id, shownRange(numbering.parts[i]!)] as const);
      }),
    );
    const settings = await this.settings.find(tenantId);
    return {
      test: {
        id: test.id,
        title: test.title,
        description: test.description,
        due_at: assignment.dueAt?.toISOString() ?? null,
        ...window,
        time_zone: settings?.timeZone ?? DEFAULT_TENANT_SETTINGS.time_zone,
      },
      attempt: { id: attempt.id, status: attempt.status, completion_reason: attempt.completionReason },
      // Whether a part has a recording, never its URL nor its content's: those reach only the exam window.
      examParts: parts.map(({ part, slot }) => ({
        id: part.id,
        section: slot.section,
        part: slot.part,
        title: part.title,
        test_group: part.testGroup,
        has_audio: part.files.audio !== null,
        // A declared range is given as this paper numbers it.
        ...partOutline({ ...part, questionRange: part.questionRange && (numbered.get(part.id) ?? part.questionRange) }),
      })),
    };
  }
}
