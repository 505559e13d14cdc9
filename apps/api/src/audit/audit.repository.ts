import { Injectable } from '@nestjs/common';
import { AuditLogEntity } from '@cdi/db';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../auth/actor';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The tenant the action concerns; null for platform-level actions. */
  tenantId: string | null;
  details?: Record<string, unknown>;
}

/** Appends to the audit log, inside the caller's transaction when one is given. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(actor: Actor, entry: AuditEntry, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(AuditLogEntity).insert({
      actorId: actor.userId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      tenantId: entry.tenantId,
      details: (entry.details ?? {}) as never,
    });
  }
}
