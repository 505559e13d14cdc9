import type { ReleaseMode } from '@cdi/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A test given to a group or to one student (exactly one of the two). */
@Entity({ name: 'assignments' })
export class AssignmentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ name: 'test_id', type: 'uuid' }) testId!: string;
  @Column({ name: 'group_id', type: 'uuid', nullable: true }) groupId!: string | null;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true }) dueAt!: Date | null;
  /** Before this a candidate cannot start the test (null: open from the start). */
  @Column({ name: 'opens_at', type: 'timestamptz', nullable: true }) opensAt!: Date | null;
  /** After this a candidate who has not begun cannot start it (null: never closes). */
  @Column({ name: 'closes_at', type: 'timestamptz', nullable: true }) closesAt!: Date | null;
  @Column({ type: 'text', default: '' }) notes!: string;
  /** What candidates see once their results are released. */
  @Column({ name: 'release_mode', type: 'text', default: 'answers' }) releaseMode!: ReleaseMode;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  /** Candidates get their offline time back by themselves on reconnection (exam-core autoOfflineCreditSeconds). */
  @Column({ name: 'auto_credit_offline', type: 'boolean', default: false }) autoCreditOffline!: boolean;
  @Column({ name: 'assigned_by', type: 'uuid', nullable: true }) assignedBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
