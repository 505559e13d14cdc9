import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Test assemblies of the developer console: a platform-level recipe of a
 * test (name, type, status, shuffle settings) and its ordered components, each an uploaded exam part.
 * Publishing one makes a `tests` row of the tenant whose parts it uses (published_tests keeps the link).
 */
export class TestAssemblies1764406800000 implements MigrationInterface {
  name = 'TestAssemblies1764406800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE test_assemblies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        test_name text NOT NULL,
        test_description text NOT NULL DEFAULT '',
        test_type text NOT NULL DEFAULT 'full'
          CHECK (test_type IN ('full', 'listening_only', 'reading_only', 'writing_only', 'custom')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'archived')),
        shuffle_config jsonb NOT NULL DEFAULT '{"enable": false, "level": "none"}',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX test_assemblies_created ON test_assemblies (created_at DESC);

      CREATE TABLE test_assembly_components (
        assembly_id uuid NOT NULL REFERENCES test_assemblies (id) ON DELETE CASCADE,
        order_index integer NOT NULL CHECK (order_index >= 1),
        exam_upload_id uuid NOT NULL REFERENCES exam_parts (id) ON DELETE CASCADE,
        section text NOT NULL CHECK (section IN ('listening', 'reading', 'writing')),
        part_number integer NOT NULL CHECK (part_number >= 1),
        is_required boolean NOT NULL DEFAULT true,
        PRIMARY KEY (assembly_id, order_index)
      );
      CREATE INDEX test_assembly_components_part ON test_assembly_components (exam_upload_id);

      CREATE TABLE test_assembly_publications (
        assembly_id uuid NOT NULL REFERENCES test_assemblies (id) ON DELETE CASCADE,
        test_id uuid NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
        published_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (assembly_id, test_id)
      );
      CREATE INDEX test_assembly_publications_tenant ON test_assembly_publications (tenant_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE test_assembly_publications;
      DROP TABLE test_assembly_components;
      DROP TABLE test_assemblies;
    `);
  }
}
