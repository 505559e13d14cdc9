import { Injectable } from '@nestjs/common';
import { DATA_RETENTION_OPTIONS, DEFAULT_TENANT_SETTINGS } from '@cdi/contracts';
import { DataSource } from 'typeorm';

/** Years to keep, by retention value; 'forever' is absent, so its CASE gives NULL and nothing goes. */
const YEARS_CASE = `CASE COALESCE(s.data_retention, $1) ${DATA_RETENTION_OPTIONS.filter((o) => o.years !== null)
  .map((o) => `WHEN '${o.value}' THEN ${o.years}`)
  .join(' ')} END`;

/**
 * The activity log's retention, across tenants on purpose: one statement deletes, per tenant, what is
 * older than that tenant's own setting (the default for a tenant that saved none). Platform entries
 * (no tenant) are kept.
 */
@Injectable()
export class AuditRetentionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async purge(now: Date): Promise<number> {
    const result = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM audit_log a
        USING tenants t LEFT JOIN tenant_settings s ON s.tenant_id = t.id
        WHERE a.tenant_id = t.id
          AND ${YEARS_CASE} IS NOT NULL
          AND a.created_at < $2::timestamptz - make_interval(years => ${YEARS_CASE})`,
      [DEFAULT_TENANT_SETTINGS.data_retention, now],
    );
    return result[1] ?? 0;
  }
}
