import type { ExamPart, ExamPartProblem, IngestionStage, ProcessingStatus, Solution } from '@cdi/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export interface StoredFile {
  /** Where the file store keeps it. */
  key: string;
  /** The name it was uploaded with (images are referenced by it from the content). */
  name: string;
  size: number;
  mime: string;
}

export interface ExamPartFiles {
  json: StoredFile;
  solution: StoredFile | null;
  audio: StoredFile | null;
  images: StoredFile[];
}

/** One uploaded listening part, reading passage or writing task, and what ingestion made of it. */
@Entity({ name: 'exam_parts' })
export class ExamPartEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId!: string;

  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy!: string | null;

  @Column({ type: 'text' })
  section!: 'listening' | 'reading' | 'writing';

  @Column({ type: 'integer' })
  part!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ name: 'test_group', type: 'text' })
  testGroup!: string;

  @Column({ name: 'shuffle_group', type: 'text', nullable: true })
  shuffleGroup!: string | null;

  @Column({ name: 'processing_status', type: 'text', default: 'pending' })
  processingStatus!: ProcessingStatus;

  @Column({ type: 'text', nullable: true })
  stage!: IngestionStage | null;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  errors!: ExamPartProblem[];

  @Column({ type: 'jsonb' })
  files!: ExamPartFiles;

  /** The validated, normalised content (null until ingestion completes). */
  @Column({ name: 'exam_data', type: 'jsonb', nullable: true })
  examData!: ExamPart | null;

  /** Correct answers: staff only, never sent to a candidate. */
  @Column({ name: 'solution_data', type: 'jsonb', nullable: true })
  solutionData!: Solution | null;

  @Column({ name: 'question_range', type: 'text', nullable: true })
  questionRange!: string | null;

  @Column({ name: 'question_count', type: 'integer', default: 0 })
  questionCount!: number;

  @Column({ name: 'audio_duration_seconds', type: 'real', nullable: true })
  audioDurationSeconds!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
