import type { FinalMarkRule, MarkedQuestion, MarkStatus, SectionResultStatus, WritingMarkingRule } from '@cdi/contracts';
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** numeric columns come back from pg as text: bands are read as numbers. */
const bandColumn = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** One closed section's marking: 'pending' from its close until the score-attempt job fills it in. */
@Entity({ name: 'section_results' })
export class SectionResultEntity {
  @PrimaryColumn({ name: 'attempt_id', type: 'uuid' }) attemptId!: string;
  @PrimaryColumn({ type: 'text' }) section!: 'listening' | 'reading' | 'writing';
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ type: 'text', default: 'pending' }) status!: SectionResultStatus;
  @Column({ name: 'raw_score', type: 'integer', nullable: true }) rawScore!: number | null;
  @Column({ name: 'max_score', type: 'integer', nullable: true }) maxScore!: number | null;
  @Column({ type: 'numeric', precision: 3, scale: 1, nullable: true, transformer: bandColumn }) band!: number | null;
  /** Listening and Reading: every answer slot against the key (the candidate sees it after release). */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" }) questions!: MarkedQuestion[];
  @Column({ name: 'closed_at', type: 'timestamptz' }) closedAt!: Date;
  @Column({ name: 'marked_at', type: 'timestamptz', nullable: true }) markedAt!: Date | null;
  /** Writing: the marking rule its band was settled under; null until settled, and for Listening and Reading. */
  @Column({ name: 'marking_rule', type: 'text', nullable: true }) markingRule!: WritingMarkingRule | null;
  /** Writing marked twice: the tolerance and the final rule it was settled under (see MarkingPolicy). */
  @Column({ name: 'marking_tolerance', type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: bandColumn })
  markingTolerance!: number | null;
  @Column({ name: 'marking_final', type: 'text', nullable: true }) markingFinal!: FinalMarkRule | null;
}

/** One examiner's mark of one writing task. */
@Entity({ name: 'writing_marks' })
export class WritingMarkEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ name: 'attempt_id', type: 'uuid' }) attemptId!: string;
  @Column({ type: 'smallint' }) task!: 1 | 2;
  @Column({ name: 'marker_id', type: 'uuid' }) markerId!: string;
  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: bandColumn }) ta!: number | null;
  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: bandColumn }) cc!: number | null;
  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: bandColumn }) lr!: number | null;
  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: bandColumn }) gra!: number | null;
  @Column({ type: 'text', default: '' }) comment!: string;
  @Column({ type: 'text', default: 'draft' }) status!: MarkStatus;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true }) submittedAt!: Date | null;
}

/** A tenant's marking policy; a tenant without a row marks each script once. */
@Entity({ name: 'marking_settings' })
export class MarkingSettingsEntity {
  @PrimaryColumn({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ name: 'second_marking', type: 'boolean', default: false }) secondMarking!: boolean;
  @Column({ type: 'numeric', precision: 2, scale: 1, default: 1, transformer: bandColumn }) tolerance!: number;
  @Column({ name: 'final_rule', type: 'text', default: 'senior' }) finalRule!: FinalMarkRule;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
