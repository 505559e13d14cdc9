import { Injectable } from '@nestjs/common';
import { AnswerKeyTexts, type ExamSection, fillText, UploadTexts } from '@cdi/contracts';
import { FileStore, examPartFolder, type StoredFile, Transactions, violatedForeignKey } from '@cdi/db';
import { validateExamPart } from '@cdi/exam-core';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { TestsRepository } from '../test-making/tests.repository';
import { UsersRepository } from '../users/users.repository';
import { changedAnswerKeys } from './answer-key-changes';
import { ExamPartsRepository, type ExamPartRow } from './exam-parts.repository';

/** How many tests a refused delete names before '... N more'. */
const MAX_TESTS_NAMED = 5;

/** Who is looking: a developer sees every tenant's parts; anyone else only their own tenant's. */
export type PartScope = { kind: 'all' } | { kind: 'tenant'; tenantId: string };

export interface CorrectedKey {
  row: ExamPartRow;
  testsUsing: number;
  sittingsMarked: number;
}

/** A part's audio or image, the store that holds it, and the 404's text if the store has lost it. */
export interface PartFile {
  store: FileStore;
  file: StoredFile;
  missing?: string;
}

@Injectable()
export class ExamPartsService {
  constructor(
    private readonly parts: ExamPartsRepository,
    private readonly fileStore: FileStore,
    private readonly audit: AuditRepository,
    private readonly tests: TestsRepository,
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
  ) {}

  list(scope: PartScope, filter: { section?: ExamSection; tenantId?: string; completedOnly?: boolean }): Promise<ExamPartRow[]> {
    return scope.kind === 'all' ? this.parts.listAcrossTenants(filter) : this.parts.listInTenant(scope.tenantId, filter);
  }

  /** Every tenant's parts, by section and by tenant, or by an admin (meaning that admin's tenant: none for no such admin). */
  async listForDeveloper(filter: { section?: ExamSection; tenantId?: string; adminId?: string }): Promise<ExamPartRow[]> {
    let tenantId = filter.tenantId;
    if (filter.adminId) {
      const adminTenant = await this.users.findAdminTenant(filter.adminId);
      if (!adminTenant) return [];
      tenantId = adminTenant;
    }
    return this.parts.listAcrossTenants({ section: filter.section, tenantId });
  }

  /** Every tenant's admins, to filter parts by. */
  admins() {
    return this.users.listAdminsAcrossTenants();
  }

  /** The part, or 404 when it does not exist or belongs to another tenant (the same answer). */
  async get(scope: PartScope, id: string): Promise<ExamPartRow> {
    const row = scope.kind === 'all' ? await this.parts.findAcrossTenants(id) : await this.parts.findInTenant(scope.tenantId, id);
    if (!row) throw ApiError.notFound(UploadTexts.notFound);
    return row;
  }

  async audio(scope: PartScope, id: string): Promise<PartFile> {
    const { part } = await this.get(scope, id);
    if (!part.files.audio) throw ApiError.notFound(UploadTexts.audioMissing);
    return { store: this.fileStore, file: part.files.audio, missing: UploadTexts.notFound };
  }

  async image(scope: PartScope, id: string, index: number): Promise<PartFile> {
    const { part } = await this.get(scope, id);
    const image = part.files.images[index];
    if (!image) throw ApiError.notFound(UploadTexts.imageNotFound);
    return { store: this.fileStore, file: image, missing: UploadTexts.notFound };
  }

  /** The JSON exactly as uploaded, parsed. */
  async uploadedJson(scope: PartScope, id: string): Promise<unknown> {
    const { part } = await this.get(scope, id);
    return JSON.parse((await this.fileStore.read(part.files.json.key)).toString('utf8').replace(/^\uFEFF/, ''));
  }

  /** Deletes a part no test uses; a part in a test (or template) answers 409 naming the tests and stays. */
  async remove(actor: Actor, id: string): Promise<void> {
    const { part } = await this.get({ kind: 'all' }, id);
    await this.refuseIfInTests(part.tenantId, id, part.title);
    try {
      await this.parts.deleteById(id);
    } catch (error) {
      // A test took the part between the check and the delete: the database refused; say which.
      if (violatedForeignKey(error)) await this.refuseIfInTests(part.tenantId, id, part.title);
      throw error;
    }
    await this.fileStore.remove(examPartFolder(part.tenantId, part.id));
    await this.audit.record(actor, {
      action: 'exam-part.delete',
      targetType: 'exam-part',
      targetId: id,
      tenantId: part.tenantId,
      details: { title: part.title },
    });
  }

  /**
   * Replaces a completed listening or reading part's answer key, checked against its stored content
   * exactly as ingestion checks an uploaded solution (400 with every problem and its path). The
   * uploaded solution file stays as it was uploaded; the audit entry records the correction. Nothing
   * is re-marked: the counts tell the caller how much marking used the old key.
   */
  async correctSolution(actor: Actor, id: string, solutionJson: unknown): Promise<CorrectedKey> {
    const { part } = await this.get({ kind: 'all' }, id);
    if (part.section === 'writing') throw ApiError.conflict(AnswerKeyTexts.writingHasNoKey);
    if (part.processingStatus !== 'completed' || !part.examData) throw ApiError.conflict(AnswerKeyTexts.notCompleted);

    const validation = validateExamPart(part.examData, solutionJson);
    if (!validation.ok || !validation.solution) throw ApiError.withProblems(AnswerKeyTexts.invalid, validation.problems);
    const solution = validation.solution;

    await this.transactions.run(async (manager) => {
      await this.parts.updateWhere(part.tenantId, { id }, { solutionData: solution }, manager);
      await this.audit.record(
        actor,
        {
          action: 'exam-part.solution-corrected',
          targetType: 'exam-part',
          targetId: id,
          tenantId: part.tenantId,
          details: { title: part.title, changed_keys: changedAnswerKeys(part.solutionData ?? null, solution) },
        },
        manager,
      );
    });
    const usage = await this.tests.keyUsage(part.tenantId, id, part.section);
    return { row: await this.get({ kind: 'all' }, id), testsUsing: usage.tests, sittingsMarked: usage.marked };
  }

  private async refuseIfInTests(tenantId: string, partId: string, title: string): Promise<void> {
    const titles = await this.tests.titlesUsingPart(tenantId, partId);
    if (titles.length === 0) return;
    const shown = titles.slice(0, MAX_TESTS_NAMED).map((t) => `"${t}"`);
    if (titles.length > MAX_TESTS_NAMED) shown.push(`${titles.length - MAX_TESTS_NAMED} more`);
    throw ApiError.conflict(fillText(UploadTexts.partInUse, { title, tests: shown.join(', ') }));
  }
}
