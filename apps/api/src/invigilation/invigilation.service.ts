import { Injectable } from '@nestjs/common';
import {
  capabilitiesOf,
  invigilatesEveryAssignment,
  ExamEvents,
  type ExamSection,
  type InvigilationAssignment,
  type ScoreSectionPayload,
  SECTION_ORDER,
  type TimelineResponse,
} from '@cdi/contracts';
import {
  type AttemptEntity,
  AttemptsRepository,
  type AttemptSectionEntity,
  Clock,
  LiveFeed,
  type Transaction,
  Transactions,
} from '@cdi/db';
import { resumedDeadline } from '@cdi/exam-core';
import { randomUUID } from 'node:crypto';
import { AttemptTimers } from '../attempts/attempt-timers';
import { MarkingRequests } from '../attempts/marking-requests';
import { refuse } from '../attempts/exam-refusal';
import { SectionTime } from '../attempts/section-time';
import { AuditRepository } from '../audit/audit.repository';
import { type Actor, tenantOf } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { LiveStateStore } from '../live/live-state';
import { RosterRepository } from './roster.repository';

type Change = (
  m: Transaction,
  attempt: AttemptEntity,
  open: AttemptSectionEntity | undefined,
  now: Date,
) => Promise<(() => Promise<void>) | null>;

/** The most events one timeline shows. */
const TIMELINE_MAX_EVENTS = 5000;

/**
 * An invigilator's view of the sittings and actions on candidates sitting an assignment: each action re-checks that the assignment
 * is the admin's tenant's and that every attempt belongs to it, changes the record in a transaction
 * per attempt, then tells the candidate and the other invigilators, and writes the audit log.
 */
@Injectable()
export class InvigilationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly rosterRecords: RosterRepository,
    private readonly timers: AttemptTimers,
    private readonly marking: MarkingRequests,
    private readonly feed: LiveFeed,
    private readonly audit: AuditRepository,
    private readonly live: LiveStateStore,
    private readonly sectionTime: SectionTime,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the actor may watch and act on the assignment now: it is their tenant's, their roles as
   * stored now include invigilating, and it is given to them unless they invigilate every assignment.
   * Asked afresh on every watch and action, so a changed role or a taken-back assignment holds at once.
   */
  async mayInvigilate(actor: Actor, assignmentId: string): Promise<boolean> {
    if (!actor.tenantId) return false;
    const invigilator = await this.rosterRecords.invigilator(actor.tenantId, actor.userId, assignmentId);
    if (!invigilator || !capabilitiesOf(invigilator.staffRoles).includes('invigilate')) return false;
    return invigilatesEveryAssignment(invigilator.staffRoles) || invigilator.given;
  }

  /** The active assignments the actor invigilates, with how many of their candidates are online now. */
  async activeAssignments(actor: Actor): Promise<InvigilationAssignment[]> {
    const givenTo = invigilatesEveryAssignment(actor.staffRoles) ? null : actor.userId;
    const rows = await this.rosterRecords.activeAssignments(tenantOf(actor), givenTo);
    const online = await this.live.online(rows.flatMap((r) => r.attemptIds));
    let offset = 0;
    return rows.map(({ attemptIds, ...row }) => {
      const count = online.slice(offset, offset + attemptIds.length).filter(Boolean).length;
      offset += attemptIds.length;
      return { ...row, counts: { ...row.counts, online: count } };
    });
  }

  /** One attempt's accepted events, oldest first; 404 when the attempt is not of an assignment the actor invigilates. */
  async timeline(actor: Actor, attemptId: string): Promise<TimelineResponse['events']> {
    const tenantId = tenantOf(actor);
    const attempt = await this.attempts.findOne(tenantId, { id: attemptId });
    if (!attempt || !(await this.mayInvigilate(actor, attempt.assignmentId))) throw ApiError.notFound();
    const events = await this.attempts.timeline(tenantId, attemptId, TIMELINE_MAX_EVENTS);
    return events.map((e) => ({ id: e.id, type: e.type, at: e.at.toISOString(), payload: e.payload }));
  }

  /** Switches automatic credit of offline time for an assignment, audited, and tells every invigilator watching it. */
  async setAutoCredit(actor: Actor, assignmentId: string, enabled: boolean): Promise<void> {
    const tenantId = tenantOf(actor);
    if (!(await this.mayInvigilate(actor, assignmentId))) throw ApiError.notFound();
    if (!(await this.rosterRecords.setAutoCreditOffline(tenantId, assignmentId, enabled))) throw ApiError.notFound();
    await this.audit.record(actor, {
      action: 'invigilation.auto-credit',
      targetType: 'assignment',
      targetId: assignmentId,
      tenantId,
      details: { enabled },
    });
    this.feed.rosterSettings({ assignmentId, autoCreditOffline: enabled });
  }

  extend(actor: Actor, assignmentId: string, attemptIds: string[], minutes: number): Promise<number> {
    return this.apply(actor, assignmentId, attemptIds, 'extend', { minutes }, (m, attempt, open) =>
      this.sectionTime.add(m, attempt, open, minutes * 60, 'extension'),
    );
  }

  /**
   * Gives each candidate back the time they lost in finished disconnections and have not been given
   * yet, as extra time on the section they are sitting.
   */
  creditOffline(actor: Actor, assignmentId: string, attemptIds: string[]): Promise<number> {
    return this.apply(actor, assignmentId, attemptIds, 'credit-offline', {}, async (m, attempt, open) => {
      // Claimed under the attempt's lock and atomically in Redis: never given twice.
      const { seconds, creditedSeconds } = await this.live.claimUncredited(attempt.id);
      if (seconds <= 0) return null;
      const told = await this.sectionTime.add(m, attempt, open, seconds, 'offlineCredit');
      if (!told) {
        await this.live.returnCredit(attempt.id, seconds);
        return null;
      }
      await this.attempts.appendEvent(attempt.tenantId, attempt.id, 'time:credited', { seconds }, m);
      return async () => {
        await told();
        this.feed.toInvigilators([{ assignmentId, attemptId: attempt.id, kind: 'liveChanged', live: { creditedSeconds } }]);
      };
    });
  }

  pause(actor: Actor, assignmentId: string, attemptIds: string[]): Promise<number> {
    return this.apply(actor, assignmentId, attemptIds, 'pause', {}, async (m, attempt, open, now) => {
      if (!open || open.pausedAt) return null;
      await this.attempts.updateSection(attempt.tenantId, attempt.id, open.section, { pausedAt: now }, m);
      return async () => {
        await this.timers.cancelSection(attempt.id, open.section);
        this.feed.toCandidate(attempt.id, ExamEvents.paused, { pausedAt: now.toISOString() });
      };
    });
  }

  resume(actor: Actor, assignmentId: string, attemptIds: string[]): Promise<number> {
    return this.apply(actor, assignmentId, attemptIds, 'resume', {}, async (m, attempt, open, now) => {
      if (!open?.pausedAt || !open.deadlineAt) return null;
      const deadlineAt = resumedDeadline(open.deadlineAt, open.pausedAt, now);
      const pausedSeconds = open.pausedSeconds + Math.round((now.getTime() - open.pausedAt.getTime()) / 1000);
      await this.attempts.updateSection(
        attempt.tenantId,
        attempt.id,
        open.section,
        { pausedAt: null, deadlineAt, pausedSeconds },
        m,
      );
      return async () => {
        await this.timers.scheduleSection(attempt.tenantId, attempt.id, open.section, deadlineAt);
        this.feed.toCandidate(attempt.id, ExamEvents.resumed, this.timerSync(open.section, deadlineAt, null));
      };
    });
  }

  /**
   * Keeps each candidate from beginning their next section until released (a section already running
   * goes on): for a candidate whose recording has not arrived when the room starts, say.
   */
  holdStart(actor: Actor, assignmentId: string, attemptIds: string[]): Promise<number> {
    return this.apply(actor, assignmentId, attemptIds, 'hold-start', {}, async (m, attempt, _open, now) => {
      if (attempt.status === 'completed' || attempt.startHeldAt) return null;
      await this.attempts.updateAttempt(attempt.tenantId, attempt.id, { startHeldAt: now }, m);
      return () => this.startHoldChanged(assignmentId, attempt.id, now);
    });
  }

  releaseStart(actor: Actor, assignmentId: string, attemptIds: string[]): Promise<number> {
    return this.apply(actor, assignmentId, attemptIds, 'release-start', {}, async (m, attempt) => {
      if (!attempt.startHeldAt) return null;
      await this.attempts.updateAttempt(attempt.tenantId, attempt.id, { startHeldAt: null }, m);
      return () => this.startHoldChanged(assignmentId, attempt.id, null);
    });
  }

  /** The candidate's window and the roster hear of a hold or its release at once. */
  private async startHoldChanged(assignmentId: string, attemptId: string, heldAt: Date | null): Promise<void> {
    const startHeldAt = heldAt?.toISOString() ?? null;
    this.feed.toCandidate(attemptId, ExamEvents.startHold, { startHeldAt });
    this.feed.toInvigilators([{ assignmentId, attemptId, kind: 'startHold', startHeldAt }]);
  }

  forceSubmit(actor: Actor, assignmentId: string, attemptIds: string[]): Promise<number> {
    return this.apply(actor, assignmentId, attemptIds, 'force-submit', {}, async (m, attempt, open, now) => {
      if (attempt.status === 'completed') return null;
      const closed: ScoreSectionPayload[] = [];
      for (const section of SECTION_ORDER) {
        if (await this.attempts.closeSection(attempt.tenantId, attempt.id, section, 'forced', now, m)) {
          closed.push({ tenantId: attempt.tenantId, attemptId: attempt.id, section });
        }
      }
      return async () => {
        if (open) await this.timers.cancelSection(attempt.id, open.section);
        await this.marking.request(closed);
        this.feed.toCandidate(attempt.id, ExamEvents.submitted, { reason: 'forced' });
      };
    });
  }

  /** To the chosen candidates, or with none chosen to everyone sitting the assignment. */
  async message(actor: Actor, assignmentId: string, attemptIds: string[], text: string): Promise<number> {
    const tenantId = tenantOf(actor);
    await this.assignment(actor, assignmentId);
    const recipients = await this.attemptsOf(tenantId, assignmentId, attemptIds.length ? attemptIds : undefined);
    const message = { id: randomUUID(), text, at: this.clock.date().toISOString() };
    const sections = await this.attempts.appendMessage(
      tenantId,
      recipients.map((attempt) => attempt.id),
      { id: message.id, text, from: actor.userId },
    );
    for (const attempt of recipients) {
      this.feed.toCandidate(attempt.id, ExamEvents.message, { ...message, section: sections.get(attempt.id) ?? null });
    }
    this.feed.toInvigilators(
      recipients.map((attempt) => ({
        assignmentId,
        attemptId: attempt.id,
        kind: 'messageReceipt' as const,
        message: { id: message.id, sentAt: message.at, readAt: null },
      })),
    );
    await this.audit.record(actor, {
      action: 'invigilation.message',
      targetType: 'assignment',
      targetId: assignmentId,
      tenantId,
      details: { recipients: recipients.map((a) => a.id), text, announcement: attemptIds.length === 0 },
    });
    return recipients.length;
  }

  private async apply(
    actor: Actor,
    assignmentId: string,
    attemptIds: string[],
    action: string,
    details: Record<string, unknown>,
    change: Change,
  ): Promise<number> {
    const tenantId = tenantOf(actor);
    await this.assignment(actor, assignmentId);
    const targets = await this.attemptsOf(tenantId, assignmentId, attemptIds);
    if (targets.length !== new Set(attemptIds).size) throw refuse('notYours');
    const changed: string[] = [];
    for (const target of targets) {
      const now = this.clock.date();
      const after = await this.transactions.run(async (m) => {
        const attempt = await this.attempts.lockAttempt(tenantId, target.id, m);
        if (!attempt) return null;
        const open = (await this.attempts.sections(tenantId, attempt.id, m)).find((s) => s.status === 'open');
        const done = await change(m, attempt, open, now);
        if (done)
          await this.attempts.appendEvent(tenantId, attempt.id, `invigilator:${action}`, { ...details, by: actor.userId }, m);
        return done;
      });
      if (!after) continue;
      await after();
      changed.push(target.id);
      const snapshot = await this.attempts.snapshot(tenantId, target.id, this.clock.date());
      if (snapshot) this.feed.toInvigilators([{ assignmentId, attemptId: target.id, kind: 'sectionsChanged', snapshot }]);
    }
    await this.audit.record(actor, {
      action: `invigilation.${action}`,
      targetType: 'assignment',
      targetId: assignmentId,
      tenantId,
      details: { ...details, attempts: changed },
    });
    return changed.length;
  }

  private async assignment(actor: Actor, assignmentId: string): Promise<void> {
    if (!(await this.mayInvigilate(actor, assignmentId))) throw refuse('notYours');
  }

  private attemptsOf(tenantId: string, assignmentId: string, ids?: string[]): Promise<AttemptEntity[]> {
    return this.attempts.ofAssignment(tenantId, assignmentId, ids);
  }

  private timerSync(section: ExamSection, deadlineAt: Date, pausedAt: Date | null) {
    return {
      section,
      deadlineAt: deadlineAt.toISOString(),
      pausedAt: pausedAt?.toISOString() ?? null,
      serverTime: this.clock.date().toISOString(),
    };
  }
}
