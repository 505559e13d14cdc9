import { Injectable } from '@nestjs/common';
import type { AssemblyComponent, AssemblyStatus, AssemblyTestType, ShuffleConfig } from '@cdi/contracts';
import { TEST_SLOTS, type Transaction } from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';

export interface AssemblyRow {
  id: string;
  test_name: string;
  test_description: string;
  test_type: AssemblyTestType;
  status: AssemblyStatus;
  shuffle_config: ShuffleConfig;
  created_at: Date;
  updated_at: Date;
}

export interface ComponentRow extends AssemblyComponent {
  assembly_id: string;
  title: string;
  tenant_id: string;
  tenant_name: string;
  processing_status: string;
  question_range: string | null;
}

export interface PartFacts {
  id: string;
  tenant_id: string;
  section: string;
  part: number;
  processing_status: string;
}

export interface AssemblyFields {
  test_name: string;
  test_description: string;
  test_type: AssemblyTestType;
  status: AssemblyStatus;
  shuffle_config: ShuffleConfig;
}

/**
 * Test assemblies are the platform's (developers work across tenants); their components point at
 * exam parts of any tenant. A published test is a template (a `tests` row) of one tenant.
 */
@Injectable()
export class TestAssembliesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(transaction?: Transaction): EntityManager {
    return transaction ?? this.dataSource.manager;
  }

  async list(): Promise<AssemblyRow[]> {
    return this.dataSource.query(`SELECT * FROM test_assemblies ORDER BY created_at DESC, id`);
  }

  async find(id: string, transaction?: Transaction): Promise<AssemblyRow | null> {
    const rows: AssemblyRow[] = await this.manager(transaction).query(`SELECT * FROM test_assemblies WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async components(assemblyIds: string[], transaction?: Transaction): Promise<ComponentRow[]> {
    if (assemblyIds.length === 0) return [];
    return this.manager(transaction).query(
      `SELECT c.assembly_id, c.exam_upload_id, c.section, c.part_number, c.order_index, c.is_required,
              p.title, p.tenant_id, t.name AS tenant_name, p.processing_status, p.question_range
         FROM test_assembly_components c
         JOIN exam_parts p ON p.id = c.exam_upload_id
         JOIN tenants t ON t.id = p.tenant_id
        WHERE c.assembly_id = ANY($1::uuid[])
        ORDER BY c.assembly_id, c.order_index`,
      [assemblyIds],
    );
  }

  async partFacts(ids: string[], transaction?: Transaction): Promise<PartFacts[]> {
    if (ids.length === 0) return [];
    return this.manager(transaction).query(
      `SELECT id, tenant_id, section, part, processing_status FROM exam_parts WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  async insert(fields: AssemblyFields, createdBy: string, transaction: Transaction): Promise<string> {
    const rows: { id: string }[] = await transaction.query(
      `INSERT INTO test_assemblies (test_name, test_description, test_type, status, shuffle_config, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        fields.test_name,
        fields.test_description,
        fields.test_type,
        fields.status,
        JSON.stringify(fields.shuffle_config),
        createdBy,
      ],
    );
    return rows[0]!.id;
  }

  async update(id: string, fields: AssemblyFields, transaction: Transaction): Promise<boolean> {
    // A CTE so the driver answers with rows (a bare UPDATE answers [rows, count]).
    const rows: { n: number }[] = await transaction.query(
      `WITH changed AS (
         UPDATE test_assemblies
            SET test_name = $2, test_description = $3, test_type = $4, status = $5, shuffle_config = $6, updated_at = now()
          WHERE id = $1
         RETURNING id)
       SELECT count(*)::int AS n FROM changed`,
      [id, fields.test_name, fields.test_description, fields.test_type, fields.status, JSON.stringify(fields.shuffle_config)],
    );
    return rows[0]!.n > 0;
  }

  async replaceComponents(id: string, components: AssemblyComponent[], transaction: Transaction): Promise<void> {
    await transaction.query(
      `WITH gone AS (DELETE FROM test_assembly_components WHERE assembly_id = $1 RETURNING 1) SELECT count(*) FROM gone`,
      [id],
    );
    if (components.length === 0) return;
    await transaction.query(
      `INSERT INTO test_assembly_components (assembly_id, order_index, exam_upload_id, section, part_number, is_required)
       SELECT $1, x.order_index, x.exam_upload_id, x.section, x.part_number, x.is_required
         FROM jsonb_to_recordset($2::jsonb)
           AS x(order_index int, exam_upload_id uuid, section text, part_number int, is_required boolean)`,
      [id, JSON.stringify(components)],
    );
  }

  async delete(id: string, transaction: Transaction): Promise<boolean> {
    const rows: { n: number }[] = await transaction.query(
      `WITH gone AS (DELETE FROM test_assemblies WHERE id = $1 RETURNING id) SELECT count(*)::int AS n FROM gone`,
      [id],
    );
    return rows[0]!.n > 0;
  }

  /**
   * A template of the tenant with the slots filled (property name to exam part id), linked to the
   * assembly. A template is what the centre's admins list in Test Making and assign: assigning copies
   * it, so what the platform published is never changed by the centre.
   */
  async publish(
    assemblyId: string,
    test: { tenantId: string; title: string; description: string; createdBy: string; slots: Partial<Record<string, string>> },
    transaction: Transaction,
  ): Promise<string> {
    const columns = TEST_SLOTS.map((slot) => slot.column);
    const values = TEST_SLOTS.map((slot) => test.slots[slot.property] ?? null);
    const placeholders = columns.map((_, i) => `$${i + 5}`);
    const rows: { id: string }[] = await transaction.query(
      `INSERT INTO tests (tenant_id, title, description, created_by, is_template, ${columns.join(', ')})
       VALUES ($1, $2, $3, $4, true, ${placeholders.join(', ')}) RETURNING id`,
      [test.tenantId, test.title, test.description, test.createdBy, ...values],
    );
    const testId = rows[0]!.id;
    await transaction.query(`INSERT INTO test_assembly_publications (assembly_id, test_id, tenant_id) VALUES ($1, $2, $3)`, [
      assemblyId,
      testId,
      test.tenantId,
    ]);
    return testId;
  }
}
