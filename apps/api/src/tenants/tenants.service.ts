import { Injectable, Logger } from '@nestjs/common';
import {
  type CreateTenantRequest,
  PDF_STORAGE_QUOTA_DEFAULT_BYTES,
  type TenantDetailResponse,
  type TenantSummary,
  Texts,
  type UpdateTenantRequest,
} from '@cdi/contracts';
import { FileStore, SessionsRepository, tenantFolder, type Transaction, Transactions, violatedUniqueConstraint } from '@cdi/db';
import { Clock } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { PasswordHasher } from '@cdi/credentials';
import { SecretBox } from '../credentials/secret-box';
import { LiveSessions } from '../live/live-sessions';
import { UsersRepository } from '../users/users.repository';
import { GroupsRepository } from '../groups/groups.repository';
import { ExamPartsRepository } from '../exam-parts/exam-parts.repository';
import { TestsRepository } from '../test-making/tests.repository';
import { type TenantSummaryRow, TenantsRepository } from './tenants.repository';

function toSummary(row: TenantSummaryRow): TenantSummary {
  const loginId = row.admin_login_id ?? '';
  return {
    id: row.id,
    tenant_name: row.name,
    tenant_id: loginId,
    tenant_login_id: loginId,
    test_count: row.test_count,
    student_count: row.student_count,
    exam_part_count: row.exam_part_count,
    sittings_in_progress: row.sittings_in_progress,
    pdf_storage_used_bytes: row.pdf_storage_used_bytes,
    pdf_storage_quota_bytes: row.pdf_storage_quota_bytes ?? PDF_STORAGE_QUOTA_DEFAULT_BYTES,
    tenant_created_datetime: new Date(row.created_at).toISOString(),
  };
}

/** Developers' management of tenants: each tenant is created with its admin login. */
@Injectable()
export class TenantsService {
  private readonly logger = new Logger('Tenants');

  constructor(
    private readonly transactions: Transactions,
    private readonly tenants: TenantsRepository,
    private readonly groups: GroupsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly secretBox: SecretBox,
    private readonly audit: AuditRepository,
    private readonly live: LiveSessions,
    private readonly tests: TestsRepository,
    private readonly examParts: ExamPartsRepository,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<TenantSummary[]> {
    return (await this.tenants.listSummaries()).map(toSummary);
  }

  async isLoginIdAvailable(loginId: string): Promise<boolean> {
    return loginId.length > 0 && !(await this.users.isLoginIdTaken(loginId));
  }

  async create(actor: Actor, input: CreateTenantRequest): Promise<TenantSummary> {
    const passwordHash = await this.hasher.hash(input.tenant_password);
    return this.inTransaction(async (manager) => {
      await this.assertNameFree(input.tenant_name, undefined, manager);
      await this.assertLoginIdFree(input.tenant_id, undefined, manager);
      const tenant = await this.tenants.insert(input.tenant_name, manager);
      await this.users.insert(
        {
          tenantId: tenant.id,
          role: 'admin',
          loginId: input.tenant_id,
          firstName: '',
          lastName: '',
          passwordHash,
          issuedPasswordSealed: this.secretBox.seal(input.tenant_password),
        },
        manager,
      );
      await this.audit.record(
        actor,
        {
          action: 'tenant.create',
          targetType: 'tenant',
          targetId: tenant.id,
          tenantId: tenant.id,
          details: { name: tenant.name },
        },
        manager,
      );
      return toSummary((await this.tenants.findSummary(tenant.id, manager))!);
    });
  }

  async summary(id: string): Promise<TenantSummary> {
    const row = await this.tenants.findSummary(id);
    if (!row) throw ApiError.notFound(Texts.tenantNotFound);
    return toSummary(row);
  }

  async detail(id: string): Promise<Omit<TenantDetailResponse, 'success'>> {
    const summary = await this.tenants.findSummary(id);
    if (!summary) throw ApiError.notFound(Texts.tenantNotFound);
    const [students, groups, tests, parts] = await Promise.all([
      this.users.findStudents(id),
      this.groups.listWithMembers(id),
      this.tests.listTitles(id),
      this.examParts.listSummariesInTenant(id),
    ]);
    return {
      tenant: toSummary(summary),
      stats: {
        total_tests: tests.length,
        total_students: students.length,
        total_exams: parts.length,
        total_groups: groups.length,
      },
      students: students.map((s) => ({ id: s.id, first_name: s.firstName, last_name: s.lastName, candidate_id: s.loginId })),
      tests: tests.map((t) => ({ id: t.id, title: t.title, test_type: t.isTemplate ? 'template' : 'assembled' })),
      groups: groups.map(({ group, members }) => ({ id: group.id, name: group.name, member_count: members.length })),
      exams: parts.map((p) => ({ id: p.id, title: p.title, section: p.section, processing_status: p.processingStatus })),
    };
  }

  async update(actor: Actor, id: string, input: UpdateTenantRequest): Promise<TenantSummary> {
    const passwordHash = input.tenant_password ? await this.hasher.hash(input.tenant_password) : undefined;
    let signedOut: string | null = null;
    const updated = await this.inTransaction(async (manager) => {
      if (!(await this.tenants.findById(id, manager))) throw ApiError.notFound(Texts.tenantNotFound);
      const admin = await this.users.findTenantAdmin(id, manager);
      if (input.tenant_name !== undefined) {
        await this.assertNameFree(input.tenant_name, id, manager);
        await this.tenants.rename(id, input.tenant_name, manager);
      }
      if (input.pdf_storage_quota_bytes !== undefined) {
        await this.tenants.setPdfStorageQuota(id, input.pdf_storage_quota_bytes, manager);
      }
      if (admin && (input.tenant_id !== undefined || passwordHash)) {
        if (input.tenant_id !== undefined) await this.assertLoginIdFree(input.tenant_id, admin.id, manager);
        await this.users.updateCredentials(
          admin.id,
          {
            ...(input.tenant_id !== undefined && { loginId: input.tenant_id }),
            ...(passwordHash && { passwordHash, issuedPasswordSealed: this.secretBox.seal(input.tenant_password!) }),
          },
          manager,
        );
        // A new password signs the admin out everywhere: whoever had the old one is out.
        if (passwordHash) {
          await this.sessions.revokeAllForUser(admin.id, this.clock.date(), manager);
          signedOut = admin.id;
        }
      }
      await this.audit.record(
        actor,
        {
          action: 'tenant.update',
          targetType: 'tenant',
          targetId: id,
          tenantId: id,
          details: {
            changed: Object.keys(input).filter((k) => input[k as keyof UpdateTenantRequest] !== undefined),
            ...(input.pdf_storage_quota_bytes !== undefined && { pdfStorageQuotaBytes: input.pdf_storage_quota_bytes }),
          },
        },
        manager,
      );
      return toSummary((await this.tenants.findSummary(id, manager))!);
    });
    if (signedOut) this.live.endUser(signedOut);
    return updated;
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.inTransaction(async (manager) => {
      const tenant = await this.tenants.findById(id, manager);
      if (!tenant) throw ApiError.notFound(Texts.tenantNotFound);
      await this.tenants.delete(id, manager);
      // Recorded at platform level: the tenant's own log goes with it.
      await this.audit.record(
        actor,
        { action: 'tenant.delete', targetType: 'tenant', targetId: id, tenantId: null, details: { name: tenant.name } },
        manager,
      );
    });
    this.live.endTenant(id);
    // After the commit: a delete that rolled back must keep its files. A failure here leaves only
    // unreachable files behind (their rows are gone), so the delete still stands.
    await this.files.remove(tenantFolder(id)).catch((error: unknown) => {
      this.logger.error(`Tenant ${id} is deleted but its files were not: ${(error as Error).message}`);
    });
  }

  private async assertNameFree(name: string, exceptId: string | undefined, manager: Transaction): Promise<void> {
    if (await this.tenants.isNameTaken(name, exceptId, manager)) throw ApiError.conflict(Texts.tenantNameExists, 'tenant_name');
  }

  private async assertLoginIdFree(loginId: string, exceptUserId: string | undefined, manager: Transaction): Promise<void> {
    if (await this.users.isLoginIdTaken(loginId, exceptUserId, manager))
      throw ApiError.conflict(Texts.loginIdExists, 'tenant_id');
  }

  /** Runs a change in one transaction; a unique-index race becomes the same 409 the checks give. */
  private async inTransaction<T>(work: (manager: Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'tenants_name_unique') throw ApiError.conflict(Texts.tenantNameExists, 'tenant_name');
      if (constraint === 'users_login_id_unique') throw ApiError.conflict(Texts.loginIdExists, 'tenant_id');
      throw error;
    }
  }
}
