import { Injectable } from '@nestjs/common';
import {
  EMPTY_LIVE_STATE,
  type ExamSection,
  type RosterRow,
  type RosterSnapshot,
  SECTION_ORDER,
  type StaffRole,
  type ShownQuestionNumbers,
  WRITING_TASK_KEYS,
} from '@cdi/contracts';
import { countWords, sectionShownNumbers } from '@cdi/exam-core';
import {
  AssignmentEntity,
  AttemptEntity,
  AttemptSectionEntity,
  AttemptsRepository,
  Clock,
  ExamPartEntity,
  GroupMemberEntity,
  TEST_SLOTS,
  TestEntity,
  UserEntity,
} from '@cdi/db';
import { DataSource, In } from 'typeorm';
import { LiveStateStore } from '../live/live-state';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Builds an assignment's roster from the record; every query is scoped to the caller's tenant. */
@Injectable()
export class RosterRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly attempts: AttemptsRepository,
    private readonly live: LiveStateStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Active assignments with their targets and attempt counts (presence is added by the caller): every
   * one of the tenant's, or only those given to this invigilator.
   */
  async activeAssignments(tenantId: string, givenTo: string | null) {
    const rows: {
      id: string;
      test_title: string;
      group_name: string | null;
      first_name: string | null;
      last_name: string | null;
      login_id: string | null;
      created_at: Date;
      opens_at: Date | null;
      closes_at: Date | null;
      total: number;
      in_progress: number;
      completed: number;
      attempt_ids: string[] | null;
    }[] = await this.dataSource.query(
      `SELECT a.id, t.title AS test_title, g.name AS group_name, u.first_name, u.last_name, u.login_id, a.created_at, a.opens_at, a.closes_at,
              CASE WHEN a.group_id IS NULL THEN 1 ELSE (SELECT count(*) FROM group_members m WHERE m.group_id = a.group_id)::int END AS total,
              (SELECT count(*) FROM attempts x WHERE x.assignment_id = a.id AND x.status = 'in_progress')::int AS in_progress,
              (SELECT count(*) FROM attempts x WHERE x.assignment_id = a.id AND x.status = 'completed')::int AS completed,
              (SELECT array_agg(x.id) FROM attempts x WHERE x.assignment_id = a.id) AS attempt_ids
         FROM assignments a
         JOIN tests t ON t.id = a.test_id AND t.tenant_id = a.tenant_id
         LEFT JOIN groups g ON g.id = a.group_id AND g.tenant_id = a.tenant_id
         LEFT JOIN users u ON u.id = a.user_id AND u.tenant_id = a.tenant_id
        WHERE a.tenant_id = $1 AND a.active
          AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM assignment_invigilators ai WHERE ai.assignment_id = a.id AND ai.user_id = $2))
        ORDER BY a.created_at DESC`,
      [tenantId, givenTo],
    );
    return rows.map((r) => ({
      id: r.id,
      test_title: r.test_title,
      target_type: r.group_name !== null ? ('group' as const) : ('student' as const),
      target_name: r.group_name ?? (`${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.login_id ?? '')),
      created_at: new Date(r.created_at).toISOString(),
      opens_at: r.opens_at ? new Date(r.opens_at).toISOString() : null,
      closes_at: r.closes_at ? new Date(r.closes_at).toISOString() : null,
      counts: { total: r.total, online: 0, in_progress: r.in_progress, completed: r.completed },
      attemptIds: r.attempt_ids ?? [],
    }));
  }

  /**
   * A user's staff roles as stored now, and whether the assignment is given to them; null when the
   * assignment is not the tenant's or the user is not an active admin of it. One indexed lookup, asked
   * before a watch joins its room and before every action.
   */
  async invigilator(
    tenantId: string,
    userId: string,
    assignmentId: string,
  ): Promise<{ staffRoles: StaffRole[] | null; given: boolean } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT u.staff_roles,
              EXISTS (SELECT 1 FROM assignment_invigilators ai WHERE ai.user_id = u.id AND ai.assignment_id = a.id) AS given
         FROM assignments a JOIN users u ON u.tenant_id = a.tenant_id
        WHERE a.id = $1 AND a.tenant_id = $2 AND u.id = $3 AND u.role = 'admin' AND u.is_active`,
      [assignmentId, tenantId, userId],
    )) as { staff_roles: StaffRole[] | null; given: boolean }[];
    return row ? { staffRoles: row.staff_roles, given: row.given } : null;
  }

  /** Switches automatic credit of offline time for an assignment; false when it is not the tenant's. */
  async setAutoCreditOffline(tenantId: string, assignmentId: string, enabled: boolean): Promise<boolean> {
    const result = await this.dataSource.manager
      .getRepository(AssignmentEntity)
      .update({ tenantId, id: assignmentId }, { autoCreditOffline: enabled });
    return (result.affected ?? 0) > 0;
  }

  async snapshot(tenantId: string, assignmentId: string): Promise<RosterSnapshot | null> {
    const m = this.dataSource.manager;
    const assignment = await m.getRepository(AssignmentEntity).findOne({ where: { tenantId, id: assignmentId } });
    if (!assignment) return null;
    const test = await m.getRepository(TestEntity).findOneByOrFail({ tenantId, id: assignment.testId });
    const userIds = assignment.groupId
      ? (await m.getRepository(GroupMemberEntity).find({ where: { tenantId, groupId: assignment.groupId } })).map((g) => g.userId)
      : [assignment.userId!];
    const users = userIds.length ? await m.getRepository(UserEntity).find({ where: { tenantId, id: In(userIds) } }) : [];
    const attempts = await m.getRepository(AttemptEntity).find({ where: { tenantId, assignmentId } });
    const attemptIds = attempts.map((a) => a.id);
    const sections = attemptIds.length
      ? await m.getRepository(AttemptSectionEntity).find({ where: { tenantId, attemptId: In(attemptIds) } })
      : [];
    const answers: {
      attempt_id: string;
      section: ExamSection;
      question: string;
      answered: boolean;
      /** The essay, for its word count; other answers stay in the database. */
      essay: string | null;
      updated_at: Date;
    }[] = attemptIds.length
      ? await m.query(
          `SELECT attempt_id, section, question, btrim(value) <> '' AS answered,
                    CASE WHEN section = 'writing' THEN value END AS essay, updated_at
             FROM answers WHERE tenant_id = $1 AND attempt_id = ANY($2::uuid[])`,
          [tenantId, attemptIds],
        )
      : [];
    const shownNumbers = await this.shownNumbers(test);
    const [presence, live, messages] = await Promise.all([
      this.live.online(attemptIds),
      this.live.read(attemptIds),
      this.attempts.latestMessages(tenantId, attemptIds),
    ]);

    const rows: RosterRow[] = users
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.loginId.localeCompare(b.loginId))
      .map((user) => {
        const attempt = attempts.find((a) => a.userId === user.id);
        const own = answers.filter((a) => a.attempt_id === attempt?.id);
        const answered = Object.fromEntries(
          SECTION_ORDER.map((s) => [s, own.filter((a) => a.section === s && a.answered).map((a) => a.question)]),
        ) as RosterRow['answered'];
        const writingWords = Object.fromEntries(
          WRITING_TASK_KEYS.map((task) => [
            task,
            countWords(own.find((a) => a.section === 'writing' && a.question === task)?.essay ?? ''),
          ]),
        ) as RosterRow['writingWords'];
        const last = own.reduce<Date | null>((max, a) => (!max || a.updated_at > max ? a.updated_at : max), null);
        return {
          userId: user.id,
          candidateId: user.loginId,
          name: `${user.firstName} ${user.lastName}`.trim() || user.loginId,
          attemptId: attempt?.id ?? null,
          status: attempt?.status ?? 'not_started',
          online: attempt ? presence[attemptIds.indexOf(attempt.id)]! : false,
          sections: sections
            .filter((s) => s.attemptId === attempt?.id)
            .sort((a, b) => SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section))
            .map((s) => ({
              section: s.section,
              status: s.status,
              startedAt: iso(s.startedAt),
              deadlineAt: iso(s.deadlineAt),
              durationSeconds: s.durationSeconds,
              extensionSeconds: s.extensionSeconds,
              pausedAt: iso(s.pausedAt),
              completedAt: iso(s.completedAt),
              endReason: s.endReason,
            })),
          answered,
          lastSavedAt: iso(last),
          writingWords,
          live: attempt ? live[attemptIds.indexOf(attempt.id)]! : { ...EMPTY_LIVE_STATE },
          lastMessage: (attempt && messages.get(attempt.id)) ?? null,
          soundCheckedAt: iso(
            sections.find((s) => s.attemptId === attempt?.id && s.section === 'listening')?.soundCheckedAt ?? null,
          ),
          startHeldAt: iso(attempt?.startHeldAt ?? null),
        };
      });
    return {
      assignmentId,
      testTitle: test.title,
      autoCreditOffline: assignment.autoCreditOffline,
      serverTime: this.clock.date().toISOString(),
      rows,
      shownNumbers,
    };
  }

  /** How the test's paper is numbered for its candidates: per section, its parts in slot order. */
  private async shownNumbers(test: TestEntity): Promise<ShownQuestionNumbers> {
    const ids = TEST_SLOTS.flatMap((slot) => test[slot.property] ?? []);
    const parts = ids.length
      ? await this.dataSource
          .getRepository(ExamPartEntity)
          .find({ select: { id: true, examData: true }, where: { tenantId: test.tenantId, id: In(ids) } })
      : [];
    const numbered = (section: 'listening' | 'reading') => {
      const inSlots = TEST_SLOTS.filter((slot) => slot.section === section).map(
        (slot) => parts.find((p) => p.id === test[slot.property])?.examData ?? {},
      );
      return sectionShownNumbers(inSlots);
    };
    return { listening: numbered('listening'), reading: numbered('reading') };
  }
}
