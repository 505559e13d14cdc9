import type { BandTables, ReadingModule } from '@cdi/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The slot columns of an assembled test, in the spec's names and section order. */
export const TEST_SLOTS = [
  { column: 'listening_part_1_id', property: 'listeningPart1Id', section: 'listening', part: 1 },
  { column: 'listening_part_2_id', property: 'listeningPart2Id', section: 'listening', part: 2 },
  { column: 'listening_part_3_id', property: 'listeningPart3Id', section: 'listening', part: 3 },
  { column: 'listening_part_4_id', property: 'listeningPart4Id', section: 'listening', part: 4 },
  { column: 'reading_passage_1_id', property: 'readingPassage1Id', section: 'reading', part: 1 },
  { column: 'reading_passage_2_id', property: 'readingPassage2Id', section: 'reading', part: 2 },
  { column: 'reading_passage_3_id', property: 'readingPassage3Id', section: 'reading', part: 3 },
  { column: 'writing_part_1_id', property: 'writingPart1Id', section: 'writing', part: 1 },
  { column: 'writing_part_2_id', property: 'writingPart2Id', section: 'writing', part: 2 },
] as const;

export type TestSlotProperty = (typeof TEST_SLOTS)[number]['property'];

/** A test assembled from uploaded parts (or a template to assemble from). */
@Entity({ name: 'tests' })
export class TestEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ type: 'text' }) title!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ name: 'is_template', type: 'boolean', default: false }) isTemplate!: boolean;
  @Column({ name: 'listening_part_1_id', type: 'uuid', nullable: true }) listeningPart1Id!: string | null;
  @Column({ name: 'listening_part_2_id', type: 'uuid', nullable: true }) listeningPart2Id!: string | null;
  @Column({ name: 'listening_part_3_id', type: 'uuid', nullable: true }) listeningPart3Id!: string | null;
  @Column({ name: 'listening_part_4_id', type: 'uuid', nullable: true }) listeningPart4Id!: string | null;
  @Column({ name: 'reading_passage_1_id', type: 'uuid', nullable: true }) readingPassage1Id!: string | null;
  @Column({ name: 'reading_passage_2_id', type: 'uuid', nullable: true }) readingPassage2Id!: string | null;
  @Column({ name: 'reading_passage_3_id', type: 'uuid', nullable: true }) readingPassage3Id!: string | null;
  @Column({ name: 'writing_part_1_id', type: 'uuid', nullable: true }) writingPart1Id!: string | null;
  @Column({ name: 'writing_part_2_id', type: 'uuid', nullable: true }) writingPart2Id!: string | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy!: string | null;
  /** Which published Reading table applies (Academic or General Training). */
  @Column({ name: 'reading_module', type: 'text', default: 'academic' }) readingModule!: ReadingModule;
  /** The centre's own raw-to-band tables; null: the published ones. */
  @Column({ name: 'band_tables', type: 'jsonb', nullable: true }) bandTables!: Omit<BandTables, 'reading_module'> | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
