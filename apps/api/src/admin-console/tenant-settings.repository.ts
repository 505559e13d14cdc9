import { Injectable } from '@nestjs/common';
import type { TenantSettings } from '@cdi/contracts';
import { Clock, TenantScopedRepository, TenantSettingsEntity, type Transaction } from '@cdi/db';
import { DataSource } from 'typeorm';

/** A tenant's settings row; none means the defaults apply. */
@Injectable()
export class TenantSettingsRepository extends TenantScopedRepository<TenantSettingsEntity> {
  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super(dataSource, TenantSettingsEntity);
  }

  find(tenantId: string, transaction?: Transaction): Promise<TenantSettingsEntity | null> {
    return this.findOne(tenantId, {}, transaction);
  }

  async save(tenantId: string, settings: TenantSettings, transaction: Transaction): Promise<TenantSettingsEntity> {
    await this.repository(transaction).upsert(
      {
        tenantId,
        systemName: settings.system_name,
        timeZone: settings.time_zone,
        sessionTimeoutMinutes: settings.session_timeout_minutes,
        dataRetention: settings.data_retention,
        updatedAt: this.clock.date(),
      },
      ['tenantId'],
    );
    return (await this.find(tenantId, transaction))!;
  }

  /** Back to the defaults: the row goes. */
  async remove(tenantId: string, transaction: Transaction): Promise<void> {
    await this.repository(transaction).delete(this.scoped(tenantId));
  }
}
