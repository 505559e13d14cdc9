import { Injectable } from '@nestjs/common';
import { acrossTenants } from '@cdi/db';
import { DataSource } from 'typeorm';
import type { TenantFacts } from './traffic-merge';

/**
 * What the developer's live traffic table reads from Postgres, across tenants (only developers see
 * it). Sittings in progress come from the partial index on running attempts (attempts_running_expiry).
 */
@Injectable()
export class TrafficRepository {
  constructor(private readonly dataSource: DataSource) {}

  async tenantFacts(onlineTenantIds: readonly string[]): Promise<TenantFacts> {
    // Across tenants: the platform's traffic, read on the api's own timer.
    const sittings: { tenant_id: string; n: number }[] = await acrossTenants(() =>
      this.dataSource.query(`SELECT tenant_id, count(*)::int AS n FROM attempts WHERE status = 'in_progress' GROUP BY tenant_id`),
    );
    const ids = [...new Set([...onlineTenantIds, ...sittings.map((s) => s.tenant_id)])];
    const names: { id: string; name: string }[] =
      ids.length === 0
        ? []
        : await acrossTenants(() => this.dataSource.query(`SELECT id, name FROM tenants WHERE id = ANY($1::uuid[])`, [ids]));
    return {
      names: new Map(names.map((t) => [t.id, t.name])),
      sittingsInProgress: new Map(sittings.map((s) => [s.tenant_id, s.n])),
    };
  }
}
