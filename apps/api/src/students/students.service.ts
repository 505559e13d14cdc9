import { Injectable } from '@nestjs/common';
import {
  type ArrangementsRequest,
  type CreateStudentBody,
  type SpecialArrangements,
  MAX_BAND,
  type StudentListItem,
  type StudentListQuery,
  type StudentSummary,
  StudentTexts,
  type TestResult,
  type UpdateStudentBody,
} from '@cdi/contracts';
import { PasswordHasher, SecretBox } from '@cdi/credentials';
import { sectionShownNumbers } from '@cdi/exam-core';
import { AttemptsRepository, Clock, SessionsRepository, type Transaction, Transactions, type UserEntity } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import { type Actor, tenantOf } from '../auth/actor';
import { LoginThrottle } from '../auth/login-throttle';
import { ApiError } from '../common/api-error';
import { LiveSessions } from '../live/live-sessions';
import { runRefusingTakenLoginId } from '../users/login-id-race';
import { UsersRepository } from '../users/users.repository';
import { type CompletedSectionRow, type StudentRow, StudentsRepository } from './students.repository';

export function toStudentItem(row: StudentRow, signInLockedUntil: Date | null = null): StudentListItem {
  return {
    id: row.id,
    candidate_id: row.login_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_active: row.is_active,
    created_at: new Date(row.created_at).toISOString(),
    last_login: row.last_login ? new Date(row.last_login).toISOString() : null,
    role: row.role,
    exams_taken: Number(row.exams_taken),
    // Scores do not exist yet: no average rather than a made-up 0.
    average_score: null,
    group_name: row.group_name,
    sign_in_locked_until: signInLockedUntil?.toISOString() ?? null,
    arrangements: {
      extra_time_percent: row.extra_time_percent,
      extra_time_minutes: row.extra_time_minutes,
      text_size: row.default_text_size,
    },
  };
}

function toStudentSummary(user: UserEntity): StudentSummary {
  return {
    id: user.id,
    candidate_id: user.loginId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    role: user.role,
  };
}

/** Spec 3's score column: the raw score for Listening and Reading, the band out of 9 for Writing; null until marked. */
function sectionScore(row: CompletedSectionRow): { score: number | null; max_score: number | null; band: number | null } {
  if (row.result_status !== 'marked') return { score: null, max_score: null, band: null };
  if (row.section === 'writing') return { score: row.band, max_score: row.band === null ? null : MAX_BAND, band: row.band };
  return { score: row.raw_score, max_score: row.max_score, band: row.band };
}

/** An admin's management of their centre's students; every call is scoped to the admin's tenant. */
@Injectable()
export class StudentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly students: StudentsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly secretBox: SecretBox,
    private readonly audit: AuditRepository,
    private readonly live: LiveSessions,
    private readonly throttle: LoginThrottle,
    private readonly attempts: AttemptsRepository,
    private readonly clock: Clock,
  ) {}

  /** The students who may be given a test: every active one of the tenant. */
  async assignable(tenantId: string): Promise<StudentSummary[]> {
    return (await this.users.findAssignableStudents(tenantId)).map(toStudentSummary);
  }

  async list(actor: Actor, query: StudentListQuery): Promise<{ users: StudentListItem[]; total: number }> {
    const { rows, total } = await this.students.list(tenantOf(actor), query);
    return { users: await this.withSignInLocks(rows), total };
  }

  async one(actor: Actor, id: string): Promise<StudentListItem> {
    const row = await this.students.findStudent(tenantOf(actor), id);
    if (!row) throw ApiError.notFound(StudentTexts.notFound);
    return (await this.withSignInLocks([row]))[0]!;
  }

  /** Lifts every sign-in lock of the student's login id (wrong passwords typed anywhere), audited. */
  async unlockSignIn(actor: Actor, id: string): Promise<StudentListItem> {
    const tenantId = tenantOf(actor);
    const student = await this.students.findStudentEntity(tenantId, id);
    if (!student) throw ApiError.notFound(StudentTexts.notFound);
    const [lockedUntil] = (await this.throttle.lockedUntil([student.loginId])).values();
    await this.throttle.unlock(student.loginId);
    await this.audit.record(actor, {
      action: 'student.unlock-sign-in',
      targetType: 'user',
      targetId: id,
      tenantId,
      details: { candidate_id: student.loginId, locked_until: lockedUntil?.toISOString() ?? null },
    });
    return this.one(actor, id);
  }

  async create(actor: Actor, body: CreateStudentBody): Promise<string> {
    const tenantId = tenantOf(actor);
    const passwordHash = await this.hasher.hash(body.password);
    return this.inTransaction(StudentTexts.candidateOrEmailExists, async (manager) => {
      const taken =
        (await this.users.isLoginIdTaken(body.candidate_id, undefined, manager)) ||
        (body.email ? await this.users.isEmailTaken(tenantId, body.email, undefined, manager) : false);
      if (taken) throw ApiError.conflict(StudentTexts.candidateOrEmailExists, 'candidate_id');
      const user = await this.students.insertStudent(
        {
          tenantId,
          loginId: body.candidate_id,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email ?? null,
          passwordHash,
          issuedPasswordSealed: this.secretBox.seal(body.password),
        },
        manager,
      );
      await this.audit.record(
        actor,
        { action: 'student.create', targetType: 'user', targetId: user.id, tenantId, details: { candidate_id: user.loginId } },
        manager,
      );
      return user.id;
    });
  }

  async update(actor: Actor, id: string, body: UpdateStudentBody): Promise<StudentListItem> {
    const tenantId = tenantOf(actor);
    let suspended = false;
    const row = await this.inTransaction(StudentTexts.candidateIdExists, async (manager) => {
      const student = await this.students.findStudentEntity(tenantId, id, manager);
      if (!student) throw ApiError.notFound(StudentTexts.notFound);
      if (body.candidate_id !== undefined && (await this.users.isLoginIdTaken(body.candidate_id, id, manager)))
        throw ApiError.conflict(StudentTexts.candidateIdExists, 'candidate_id');
      if (body.email && (await this.users.isEmailTaken(tenantId, body.email, id, manager)))
        throw ApiError.conflict(StudentTexts.candidateOrEmailExists, 'email');
      await this.students.updateWhere(
        tenantId,
        { id },
        {
          ...(body.first_name !== undefined && { firstName: body.first_name }),
          ...(body.last_name !== undefined && { lastName: body.last_name }),
          ...(body.candidate_id !== undefined && { loginId: body.candidate_id }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.is_active !== undefined && { isActive: body.is_active }),
        },
        manager,
      );
      suspended = body.is_active === false && student.isActive;
      if (suspended) await this.sessions.revokeAllForUser(id, this.clock.date(), manager);
      const changed = Object.keys(body).filter((k) => body[k as keyof UpdateStudentBody] !== undefined);
      const action = changed.length === 1 && body.is_active !== undefined ? statusAction(body.is_active) : 'student.update';
      await this.audit.record(actor, { action, targetType: 'user', targetId: id, tenantId, details: { changed } }, manager);
      return (await this.students.findStudent(tenantId, id, manager))!;
    });
    // A suspended student is signed out at once, sockets included; an open exam is told why first.
    if (suspended) this.live.suspendUser(id);
    return (await this.withSignInLocks([row]))[0]!;
  }

  /**
   * Sets the student's special arrangements. The sections they have not started take the new time at
   * once (an open section keeps its clock: the invigilator's extension covers that), and each unfinished
   * attempt's timeline records the change.
   */
  async setArrangements(actor: Actor, id: string, change: ArrangementsRequest): Promise<SpecialArrangements> {
    const tenantId = tenantOf(actor);
    return this.transactions.run(async (manager) => {
      const student = await this.students.findStudentEntity(tenantId, id, manager);
      if (!student) throw ApiError.notFound(StudentTexts.notFound);
      const arrangements: SpecialArrangements = {
        extra_time_percent: change.extra_time_percent ?? student.extraTimePercent,
        extra_time_minutes: change.extra_time_minutes ?? student.extraTimeMinutes,
        text_size: change.text_size !== undefined ? change.text_size : student.defaultTextSize,
      };
      await this.students.updateWhere(
        tenantId,
        { id },
        {
          extraTimePercent: arrangements.extra_time_percent,
          extraTimeMinutes: arrangements.extra_time_minutes,
          defaultTextSize: arrangements.text_size,
        },
        manager,
      );
      const details = { ...arrangements, by: actor.userId };
      const attempts = await this.attempts.applyArrangements(tenantId, id, details, manager);
      await this.audit.record(
        actor,
        {
          action: 'student.arrangements',
          targetType: 'user',
          targetId: id,
          tenantId,
          details: { candidate_id: student.loginId, ...arrangements, attempts: attempts.length },
        },
        manager,
      );
      return arrangements;
    });
  }

  /** What suspending the student would stop: the tests they are sitting now. */
  async sitting(actor: Actor, id: string): Promise<string[]> {
    const tenantId = tenantOf(actor);
    if (!(await this.students.findStudent(tenantId, id))) throw ApiError.notFound(StudentTexts.notFound);
    return this.students.testsBeingSat(tenantId, id);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const tenantId = tenantOf(actor);
    await this.transactions.run(async (manager) => {
      const student = await this.students.findStudentEntity(tenantId, id, manager);
      if (!student) throw ApiError.notFound(StudentTexts.notFound);
      await this.students.deleteStudent(tenantId, id, manager);
      await this.audit.record(
        actor,
        { action: 'student.delete', targetType: 'user', targetId: id, tenantId, details: { candidate_id: student.loginId } },
        manager,
      );
    });
    this.live.endUser(id);
  }

  /** A new admin-issued password: a new hash, the sealed copy for login slips, and every session of the student ended. */
  async resetPassword(actor: Actor, id: string, password: string): Promise<void> {
    const tenantId = tenantOf(actor);
    const passwordHash = await this.hasher.hash(password);
    await this.transactions.run(async (manager) => {
      const student = await this.students.findStudentEntity(tenantId, id, manager);
      if (!student) throw ApiError.notFound(StudentTexts.notFound);
      await this.users.updateCredentials(id, { passwordHash, issuedPasswordSealed: this.secretBox.seal(password) }, manager);
      await this.sessions.revokeAllForUser(id, this.clock.date(), manager);
      await this.audit.record(actor, { action: 'password.reset', targetType: 'user', targetId: id, tenantId }, manager);
    });
    this.live.endUser(id);
  }

  /** The last password the centre issued (never one the student chose), each reveal audited. */
  async revealPassword(actor: Actor, id: string): Promise<string> {
    const tenantId = tenantOf(actor);
    return this.transactions.run(async (manager) => {
      const student = await this.students.findStudentEntity(tenantId, id, manager);
      if (!student) throw ApiError.notFound(StudentTexts.notFound);
      if (!student.issuedPasswordSealed) throw ApiError.notFound(StudentTexts.noIssuedPassword);
      let password: string;
      try {
        password = this.secretBox.open(student.issuedPasswordSealed);
      } catch {
        throw ApiError.conflict(StudentTexts.issuedPasswordUnreadable);
      }
      await this.audit.record(
        actor,
        { action: 'password.reveal', targetType: 'user', targetId: id, tenantId, details: { candidate_id: student.loginId } },
        manager,
      );
      return password;
    });
  }

  /** The student's completed sections with their answers and, once marked, their scores and the key. */
  async testHistory(actor: Actor, id: string): Promise<TestResult[]> {
    const tenantId = tenantOf(actor);
    if (!(await this.students.findStudentEntity(tenantId, id))) throw ApiError.notFound(StudentTexts.notFound);
    const sections = await this.students.completedSections(tenantId, id);
    const attemptIds = [...new Set(sections.map((s) => s.attempt_id))];
    const partIds = [...new Set(sections.flatMap((s) => s.part_ids.filter((p): p is string => p !== null)))];
    const [answers, resultParts] = await Promise.all([
      this.students.answersOf(tenantId, attemptIds),
      this.students.resultParts(tenantId, partIds),
    ]);
    const partById = new Map(resultParts.map((p) => [p.id, p]));
    return sections.map((s) => {
      const own = answers.filter((a) => a.attempt_id === s.attempt_id && a.section === s.section);
      const parts = s.part_ids.flatMap((p) => (p && partById.get(p)?.solution_data != null ? [partById.get(p)!] : []));
      return {
        id: `${s.attempt_id}:${s.section}`,
        attempt_id: s.attempt_id,
        test_title: s.test_title,
        section: s.section,
        ...sectionScore(s),
        status: s.result_status,
        released: s.released,
        questions: s.result_status === 'marked' ? s.questions : [],
        completed_at: s.completed_at ? new Date(s.completed_at).toISOString() : null,
        answers: Object.fromEntries(
          own.sort((a, b) => a.question.localeCompare(b.question, 'en', { numeric: true })).map((a) => [a.question, a.value]),
        ),
        solutions: parts.length ? Object.fromEntries(parts.map((p) => [p.title, p.solution_data])) : null,
        shown_numbers:
          s.section === 'writing' ? {} : sectionShownNumbers(s.part_ids.map((p) => (p && partById.get(p)?.exam_data) || {})),
      };
    });
  }

  /** The rows as the admin sees them, each with when its sign-in lock ends, if it is locked (kept in Redis). */
  private async withSignInLocks(rows: StudentRow[]): Promise<StudentListItem[]> {
    const locked = await this.throttle.lockedUntil(rows.map((row) => row.login_id));
    return rows.map((row) => toStudentItem(row, locked.get(row.login_id) ?? null));
  }

  private inTransaction<T>(conflictText: string, work: (manager: Transaction) => Promise<T>): Promise<T> {
    return runRefusingTakenLoginId(this.transactions, { message: conflictText, field: 'candidate_id' }, work);
  }
}

function statusAction(active: boolean): string {
  return active ? 'student.activate' : 'student.suspend';
}
