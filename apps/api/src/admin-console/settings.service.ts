import { Injectable } from '@nestjs/common';
import { DEFAULT_TENANT_SETTINGS, type SavedTenantSettings, type TenantSettings, TenantSettingsSchema } from '@cdi/contracts';
import { type TenantSettingsEntity, Transactions } from '@cdi/db';
import { AuditRepository } from '../audit/audit.repository';
import { type Actor, tenantOf } from '../auth/actor';
import { TenantSettingsRepository } from './tenant-settings.repository';

function toSettings(row: TenantSettingsEntity | null): SavedTenantSettings {
  if (!row) return { ...DEFAULT_TENANT_SETTINGS, updated_at: null };
  // A row written by an older release with a value no longer offered falls back to that field's default.
  const parsed = TenantSettingsSchema.safeParse({
    system_name: row.systemName,
    time_zone: row.timeZone,
    session_timeout_minutes: row.sessionTimeoutMinutes,
    data_retention: row.dataRetention,
  });
  return { ...(parsed.success ? parsed.data : DEFAULT_TENANT_SETTINGS), updated_at: row.updatedAt.toISOString() };
}

/** What changed, field by field, for the audit entry. */
function changes(before: TenantSettings, after: TenantSettings): Record<string, { from: unknown; to: unknown }> {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof TenantSettings)[]) {
    if (before[key] !== after[key]) diff[key] = { from: before[key], to: after[key] };
  }
  return diff;
}

/** The tenant's System Settings: read by every admin page (name, time zone, timeout), saved by its admins. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: TenantSettingsRepository,
    private readonly audit: AuditRepository,
    private readonly transactions: Transactions,
  ) {}

  async get(tenantId: string): Promise<SavedTenantSettings> {
    return toSettings(await this.settings.find(tenantId));
  }

  async update(actor: Actor, next: TenantSettings): Promise<SavedTenantSettings> {
    const tenantId = tenantOf(actor);
    return this.transactions.run(async (tx) => {
      const { updated_at: _, ...before } = toSettings(await this.settings.find(tenantId, tx));
      const saved = toSettings(await this.settings.save(tenantId, next, tx));
      await this.audit.record(
        actor,
        {
          action: 'settings.update',
          targetType: 'settings',
          targetId: tenantId,
          tenantId,
          details: { changes: changes(before, next) },
        },
        tx,
      );
      return saved;
    });
  }

  async reset(actor: Actor): Promise<SavedTenantSettings> {
    const tenantId = tenantOf(actor);
    return this.transactions.run(async (tx) => {
      const { updated_at: _, ...before } = toSettings(await this.settings.find(tenantId, tx));
      await this.settings.remove(tenantId, tx);
      await this.audit.record(
        actor,
        {
          action: 'settings.reset',
          targetType: 'settings',
          targetId: tenantId,
          tenantId,
          details: { changes: changes(before, DEFAULT_TENANT_SETTINGS) },
        },
        tx,
      );
      return toSettings(null);
    });
  }
}
