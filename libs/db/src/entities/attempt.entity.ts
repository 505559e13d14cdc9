import type { AttemptStatus, ExamSection, SectionEndReason, SectionStatus } from '@cdi/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One candidate's sitting of one assignment. */
@Entity({ name: 'attempts' })
export class AttemptEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ name: 'assignment_id', type: 'uuid' }) assignmentId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text', default: 'not_started' }) status!: AttemptStatus;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt!: Date | null;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
  @Column({ name: 'completion_reason', type: 'text', nullable: true }) completionReason!: string | null;
  /** When the centre released the results to the candidate (null: not yet). */
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true }) releasedAt!: Date | null;
  @Column({ name: 'released_by', type: 'uuid', nullable: true }) releasedBy!: string | null;
  /** The Speaking band the centre's examiner recorded (0-9 in halves; null: not recorded). */
  @Column({
    name: 'speaking_band',
    type: 'numeric',
    precision: 2,
    scale: 1,
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  speakingBand!: number | null;
  @Column({ name: 'speaking_examiner_id', type: 'uuid', nullable: true }) speakingExaminerId!: string | null;
  /** The examiner's name when they recorded it, so the result keeps it. */
  @Column({ name: 'speaking_examiner_name', type: 'text', nullable: true }) speakingExaminerName!: string | null;
  @Column({ name: 'speaking_recorded_at', type: 'timestamptz', nullable: true }) speakingRecordedAt!: Date | null;
  /** Set while an invigilator holds the candidate's start of their next section (null: not held). */
  @Column({ name: 'start_held_at', type: 'timestamptz', nullable: true }) startHeldAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A section of an attempt; its deadline is the server's and only the server moves it. */
@Entity({ name: 'attempt_sections' })
export class AttemptSectionEntity {
  @PrimaryColumn({ name: 'attempt_id', type: 'uuid' }) attemptId!: string;
  @PrimaryColumn({ type: 'text' }) section!: ExamSection;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ type: 'text', default: 'locked' }) status!: SectionStatus;
  @Column({ name: 'duration_seconds', type: 'integer' }) durationSeconds!: number;
  @Column({ name: 'extension_seconds', type: 'integer', default: 0 }) extensionSeconds!: number;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ name: 'deadline_at', type: 'timestamptz', nullable: true }) deadlineAt!: Date | null;
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true }) pausedAt!: Date | null;
  @Column({ name: 'paused_seconds', type: 'integer', default: 0 }) pausedSeconds!: number;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
  @Column({ name: 'end_reason', type: 'text', nullable: true }) endReason!: SectionEndReason | null;
  /** Listening only: when the candidate confirmed they can hear the sound check. */
  @Column({ name: 'sound_checked_at', type: 'timestamptz', nullable: true }) soundCheckedAt!: Date | null;
  /** Listening only: when the recording began playing (the server keeps its place from this). */
  @Column({ name: 'recording_started_at', type: 'timestamptz', nullable: true }) recordingStartedAt!: Date | null;
  /** Listening only: paused_seconds when the recording began, so earlier pauses are not taken off it. */
  @Column({ name: 'recording_paused_seconds', type: 'integer', default: 0 }) recordingPausedSeconds!: number;
}

/** The newest value of one question; a change with a lower seq never overwrites it. */
@Entity({ name: 'answers' })
export class AnswerEntity {
  @PrimaryColumn({ name: 'attempt_id', type: 'uuid' }) attemptId!: string;
  @PrimaryColumn({ type: 'text' }) section!: ExamSection;
  @PrimaryColumn({ type: 'text' }) question!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ type: 'text' }) value!: string;
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) seq!: number;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** The timeline of an attempt, for invigilators and appeals. Append only. */
@Entity({ name: 'attempt_events' })
export class AttemptEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column({ name: 'attempt_id', type: 'uuid' }) attemptId!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ type: 'text' }) type!: string;
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" }) payload!: Record<string, unknown>;
  @Column({ type: 'timestamptz', default: () => 'now()' }) at!: Date;
}
