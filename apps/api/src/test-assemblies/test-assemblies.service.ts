import { Injectable } from '@nestjs/common';
import {
  type AssemblyComponent,
  AssemblyTexts,
  fillText,
  type PublishAssemblyRequest,
  renumberComponents,
  type SaveAssemblyInput,
  type TestAssembly,
} from '@cdi/contracts';
import { Transactions } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { TenantsRepository } from '../tenants/tenants.repository';
import { slotsOf } from './assembly-slots';
import { type AssemblyRow, type ComponentRow, TestAssembliesRepository } from './test-assemblies.repository';

const TYPE_SECTION = { listening_only: 'listening', reading_only: 'reading', writing_only: 'writing' } as const;

function view(row: AssemblyRow, components: ComponentRow[]): TestAssembly {
  return {
    id: row.id,
    test_name: row.test_name,
    test_description: row.test_description,
    test_type: row.test_type,
    status: row.status,
    shuffle_config: row.shuffle_config,
    components: components.map((c) => ({
      exam_upload_id: c.exam_upload_id,
      section: c.section,
      part_number: c.part_number,
      order_index: c.order_index,
      is_required: c.is_required,
      title: c.title,
      tenant_id: c.tenant_id,
      tenant_name: c.tenant_name,
      processing_status: c.processing_status,
      question_range: c.question_range,
    })),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The developer's test assemblies: list, view, create, edit, delete and publish to a tenant, audited. */
@Injectable()
export class TestAssembliesService {
  constructor(
    private readonly assemblies: TestAssembliesRepository,
    private readonly tenants: TenantsRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditRepository,
  ) {}

  async list(): Promise<TestAssembly[]> {
    const rows = await this.assemblies.list();
    const components = await this.assemblies.components(rows.map((r) => r.id));
    return rows.map((row) =>
      view(
        row,
        components.filter((c) => c.assembly_id === row.id),
      ),
    );
  }

  async get(id: string): Promise<TestAssembly> {
    const row = await this.assemblies.find(id);
    if (!row) throw ApiError.notFound(AssemblyTexts.notFound);
    return view(row, await this.assemblies.components([id]));
  }

  async create(actor: Actor, input: SaveAssemblyInput): Promise<TestAssembly> {
    const components = await this.checkedComponents(input);
    const id = await this.transactions.run(async (transaction) => {
      const id = await this.assemblies.insert({ ...input, status: input.status ?? 'active' }, actor.userId, transaction);
      await this.assemblies.replaceComponents(id, components, transaction);
      await this.audit.record(
        actor,
        {
          action: 'assembly.create',
          targetType: 'test-assembly',
          targetId: id,
          tenantId: null,
          details: { name: input.test_name, type: input.test_type, components: components.length },
        },
        transaction,
      );
      return id;
    });
    return this.get(id);
  }

  async update(actor: Actor, id: string, input: SaveAssemblyInput): Promise<TestAssembly> {
    const components = await this.checkedComponents(input);
    await this.transactions.run(async (transaction) => {
      const current = await this.assemblies.find(id, transaction);
      if (!current) throw ApiError.notFound(AssemblyTexts.notFound);
      await this.assemblies.update(id, { ...input, status: input.status ?? current.status }, transaction);
      await this.assemblies.replaceComponents(id, components, transaction);
      await this.audit.record(
        actor,
        {
          action: 'assembly.update',
          targetType: 'test-assembly',
          targetId: id,
          tenantId: null,
          details: { name: input.test_name, type: input.test_type, components: components.length },
        },
        transaction,
      );
    });
    return this.get(id);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.transactions.run(async (transaction) => {
      const current = await this.assemblies.find(id, transaction);
      if (!current || !(await this.assemblies.delete(id, transaction))) throw ApiError.notFound(AssemblyTexts.notFound);
      await this.audit.record(
        actor,
        {
          action: 'assembly.delete',
          targetType: 'test-assembly',
          targetId: id,
          tenantId: null,
          details: { name: current.test_name },
        },
        transaction,
      );
    });
  }

  /**
   * A template of the tenant, made from the assembly's components (the 9 slots of `tests`), which the
   * tenant's admins then find in Test Making and assign like any template. Every component must be a completed part of
   * that tenant, since a tenant's test may only hold the tenant's own parts.
   */
  async publish(
    actor: Actor,
    id: string,
    input: PublishAssemblyRequest,
  ): Promise<{ id: string; tenant_id: string; title: string }> {
    const assembly = await this.get(id);
    if (!(await this.tenants.findById(input.tenant_id))) throw ApiError.notFound();
    if (assembly.components.some((c) => c.tenant_id !== input.tenant_id)) {
      throw ApiError.badRequest(AssemblyTexts.publishWrongTenant, 'tenant_id');
    }
    if (assembly.components.some((c) => c.processing_status !== 'completed'))
      throw ApiError.badRequest(AssemblyTexts.publishNotReady);
    const placed = slotsOf(assembly.components);
    if ('error' in placed) throw ApiError.badRequest(placed.error);
    const title = input.title ?? assembly.test_name;
    const testId = await this.transactions.run(async (transaction) => {
      const testId = await this.assemblies.publish(
        id,
        {
          tenantId: input.tenant_id,
          title,
          description: assembly.test_description,
          createdBy: actor.userId,
          slots: placed.slots,
        },
        transaction,
      );
      await this.audit.record(
        actor,
        {
          action: 'assembly.publish',
          targetType: 'test',
          targetId: testId,
          tenantId: input.tenant_id,
          details: { assemblyId: id, title },
        },
        transaction,
      );
      return testId;
    });
    return { id: testId, tenant_id: input.tenant_id, title };
  }

  /** The components renumbered 1..n, each naming an existing part of its section and number, none twice. */
  private async checkedComponents(input: SaveAssemblyInput): Promise<AssemblyComponent[]> {
    const components = renumberComponents(input.components);
    const ids = components.map((c) => c.exam_upload_id);
    if (new Set(ids).size !== ids.length) throw ApiError.badRequest(AssemblyTexts.duplicatePart, 'components');
    const facts = new Map((await this.assemblies.partFacts(ids)).map((p) => [p.id, p]));
    for (const component of components) {
      const part = facts.get(component.exam_upload_id);
      if (!part) throw ApiError.badRequest(AssemblyTexts.partNotFound, 'components');
      if (part.section !== component.section || part.part !== component.part_number) {
        throw ApiError.badRequest(AssemblyTexts.partSectionMismatch, 'components');
      }
    }
    const only = TYPE_SECTION[input.test_type as keyof typeof TYPE_SECTION] as string | undefined;
    if (only && components.some((c) => c.section !== only)) {
      throw ApiError.badRequest(fillText(AssemblyTexts.typeMismatch, { type: input.test_type, section: only }), 'components');
    }
    return components;
  }
}
