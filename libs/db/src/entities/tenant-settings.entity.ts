import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A tenant's admin-console settings; a tenant without a row uses the defaults (DEFAULT_TENANT_SETTINGS). */
@Entity({ name: 'tenant_settings' })
export class TenantSettingsEntity {
  @PrimaryColumn({ name: 'tenant_id', type: 'uuid' })
  tenantId!: string;

  @Column({ name: 'system_name', type: 'text' })
  systemName!: string;

  /** An IANA zone (isKnownTimeZone). */
  @Column({ name: 'time_zone', type: 'text' })
  timeZone!: string;

  @Column({ name: 'session_timeout_minutes', type: 'integer' })
  sessionTimeoutMinutes!: number;

  /** A value of DATA_RETENTION_OPTIONS. */
  @Column({ name: 'data_retention', type: 'text' })
  dataRetention!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
