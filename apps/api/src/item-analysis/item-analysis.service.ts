import { Injectable } from '@nestjs/common';
import {
  type AcceptAnswerRequest,
  type AcceptAnswerResponse,
  type ItemAnalysis,
  type ItemAnalysisListItem,
  ItemAnalysisTexts,
  type ItemSection,
  type ItemStatistic,
} from '@cdi/contracts';
import { SectionMarkingRepository } from '@cdi/db';
import { analyseItems, isAnswered, matchesKey, sectionItemSlots, type ItemSlot } from '@cdi/exam-core';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { assignmentTarget, type AssignmentHead, ResultsRepository } from '../results/results.repository';
import { ResultsService } from '../results/results.service';
import { ItemAnalysisRepository, type MarkedSectionRow } from './item-analysis.repository';

const ITEM_SECTIONS: readonly ItemSection[] = ['listening', 'reading'];

/**
 * Item analysis of an assignment (exam-core's analyseItems over its marked sections) and accepting an
 * alternative typed answer: recorded for the assignment, logged, and every section that gave it marked
 * again by the worker, released ones included, so released results change only by this explicit act.
 */
@Injectable()
export class ItemAnalysisService {
  constructor(
    private readonly items: ItemAnalysisRepository,
    private readonly results: ResultsRepository,
    private readonly resultsService: ResultsService,
    private readonly sections: SectionMarkingRepository,
    private readonly audit: AuditRepository,
  ) {}

  async list(tenantId: string): Promise<ItemAnalysisListItem[]> {
    const rows = await this.items.assignments(tenantId);
    return rows.map((row) => ({
      assignment_id: row.assignment_id,
      test_title: row.test_title,
      target: assignmentTarget(row),
      sittings: row.sittings,
      released: row.released,
      last_marked_at: row.last_marked_at ? new Date(row.last_marked_at).toISOString() : null,
    }));
  }

  async analysis(tenantId: string, assignmentId: string): Promise<ItemAnalysis> {
    const head = await this.head(tenantId, assignmentId);
    const marked = await this.items.markedSections(tenantId, assignmentId);
    const items: ItemStatistic[] = [];
    for (const section of ITEM_SECTIONS) {
      const [slots, accepted] = await Promise.all([
        this.slots(tenantId, head, section),
        this.sections.acceptedAlternatives(tenantId, assignmentId, section),
      ]);
      const sittings = marked.filter((m) => m.section === section).map((m) => ({ raw: m.raw_score, questions: m.questions }));
      items.push(...analyseItems(section, slots, sittings, accepted));
    }
    const count = (section: ItemSection) => marked.filter((m) => m.section === section).length;
    return {
      assignment_id: assignmentId,
      test_title: head.test_title,
      target: assignmentTarget(head),
      sittings: { listening: count('listening'), reading: count('reading') },
      released: new Set(marked.filter((m) => m.released).map((m) => m.attempt_id)).size,
      items,
    };
  }

  async accept(
    actor: Actor,
    tenantId: string,
    assignmentId: string,
    request: AcceptAnswerRequest,
  ): Promise<AcceptAnswerResponse> {
    const head = await this.head(tenantId, assignmentId);
    const slot = (await this.slots(tenantId, head, request.section)).find((s) => s.question === request.question);
    if (!slot) throw ApiError.badRequest(ItemAnalysisTexts.noSuchQuestion, 'question');
    if (slot.kind !== 'text') throw ApiError.badRequest(ItemAnalysisTexts.notTyped, 'question');
    if (slot.key.some((key) => matchesKey(request.answer, key)))
      throw ApiError.conflict(ItemAnalysisTexts.alreadyCorrect, 'answer');
    // The same answer however it is typed (as the marking compares them) is accepted once.
    const accepted = (await this.sections.acceptedAlternatives(tenantId, assignmentId, request.section))[request.question] ?? [];
    if (accepted.some((answer) => matchesKey(request.answer, answer)))
      throw ApiError.conflict(ItemAnalysisTexts.alreadyAccepted, 'answer');
    if (!(await this.items.accept(tenantId, assignmentId, request, actor.userId)))
      throw ApiError.conflict(ItemAnalysisTexts.alreadyAccepted, 'answer');

    const gaveIt = (await this.items.markedSections(tenantId, assignmentId)).filter((m) => gaveAnswer(m, request));
    const remarked = await this.resultsService.requestRemarking(
      tenantId,
      gaveIt.map((m) => ({ attemptId: m.attempt_id, section: m.section })),
    );
    const released = gaveIt.filter((m) => m.released).length;
    await this.audit.record(actor, {
      action: 'results.accept-answer',
      targetType: 'assignment',
      targetId: assignmentId,
      tenantId,
      details: {
        title: head.test_title,
        section: request.section,
        question: request.question,
        answer: request.answer,
        remarked,
        released,
        attemptIds: gaveIt.map((m) => m.attempt_id),
      },
    });
    return { success: true, remarked, released };
  }

  private async head(tenantId: string, assignmentId: string): Promise<AssignmentHead> {
    const head = await this.results.assignment(tenantId, assignmentId);
    if (!head) throw ApiError.notFound(ItemAnalysisTexts.notFound);
    return head;
  }

  private async slots(tenantId: string, head: AssignmentHead, section: ItemSection): Promise<ItemSlot[]> {
    return sectionItemSlots(await this.sections.sectionParts(tenantId, head.test_id, section));
  }
}

/** Did this marked section give the answer (as the marking compares answers) and lose the mark for it? */
function gaveAnswer(marked: MarkedSectionRow, request: AcceptAnswerRequest): boolean {
  if (marked.section !== request.section) return false;
  const question = marked.questions.find((q) => q.question === request.question);
  return !!question && !question.correct && isAnswered(question.answer) && matchesKey(question.answer, request.answer);
}
