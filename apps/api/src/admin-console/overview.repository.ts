import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface OverviewCounts {
  students: number;
  groups: number;
  tests: number;
}

/** The dashboard's counts, in one round trip; every count is of the caller's tenant only. */
@Injectable()
export class OverviewRepository {
  constructor(private readonly dataSource: DataSource) {}

  async counts(tenantId: string): Promise<OverviewCounts> {
    const [row] = await this.dataSource.query<{ students: number; groups: number; tests: number }[]>(
      `SELECT (SELECT count(*) FROM users WHERE tenant_id = $1 AND role = 'test_taker')::int AS students,
              (SELECT count(*) FROM groups WHERE tenant_id = $1)::int AS groups,
              -- the Tests page lists completed parts by test group: one test per group
              (SELECT count(DISTINCT test_group) FROM exam_parts WHERE tenant_id = $1 AND processing_status = 'completed')::int AS tests`,
      [tenantId],
    );
    return { students: row?.students ?? 0, groups: row?.groups ?? 0, tests: row?.tests ?? 0 };
  }
}
