import { z } from 'zod';
import { OkSchema } from './envelope';
import { ExamSectionSchema } from './exam-section';
import { IdParamSchema } from './fields';
import { defineRoute, JSON_BODY } from './routes/define-route';
import { storableText } from './storable-text';

/** Test assemblies of the developer console. */
export const TestAssemblyPaths = {
  list: '/developer/test-assemblies',
  one: '/developer/test-assemblies/:id',
  /** Turns an assembly into a test of a tenant, which its admins can assign. */
  publish: '/developer/test-assemblies/:id/publish',
} as const;

export const ASSEMBLY_TEST_TYPES = ['full', 'listening_only', 'reading_only', 'writing_only', 'custom'] as const;
export const ASSEMBLY_SHUFFLE_LEVELS = ['none', 'parts', 'within_part', 'questions_global'] as const;
export const ASSEMBLY_STATUSES = ['active', 'draft', 'archived'] as const;
export type AssemblyTestType = (typeof ASSEMBLY_TEST_TYPES)[number];
export type AssemblyShuffleLevel = (typeof ASSEMBLY_SHUFFLE_LEVELS)[number];
export type AssemblyStatus = (typeof ASSEMBLY_STATUSES)[number];

export const ASSEMBLY_NAME_MAX = 200;
export const ASSEMBLY_DESCRIPTION_MAX = 2000;
/** A full test has 9 slots; room is left for a custom assembly with alternatives. */
export const ASSEMBLY_COMPONENTS_MAX = 30;

export const AssemblyTexts = {
  created: 'Test assembly created successfully!',
  createFailed: 'Failed to create test assembly',
  fillRequired: 'Please fill in test name and select at least one component',
  updated: 'Test assembly updated successfully!',
  updateFailed: 'Failed to update test assembly',
  deleted: 'Test assembly deleted',
  deleteFailed: 'Failed to delete test assembly',
  confirmDelete: 'Delete the test assembly "{name}"? Tests already published from it stay.',
  loadFailed: 'Failed to load test assemblies',
  partsLoadFailed: 'Failed to load exam parts',
  notFound: 'Test assembly not found',
  empty: 'No Test Assemblies',
  emptyDescription: 'Create an assembly to combine uploaded exam parts into a test.',
  noShuffling: 'No shuffling',
  partNotFound: 'A component names an exam part that does not exist',
  partSectionMismatch: 'A component does not match its exam part (section or part number)',
  duplicatePart: 'An exam part appears twice in the assembly',
  typeMismatch: 'Every component of a {type} assembly must be a {section} part',
  published: 'Test published to the tenant',
  publishFailed: 'Failed to publish test assembly',
  publishTenantRequired: 'Please choose a tenant',
  publishWrongTenant: 'Every component must be an exam part of the chosen tenant',
  publishNotReady: 'Every component must be an exam part whose processing has completed',
  publishSlotTaken: 'Two components fill the same slot of the test ({slot})',
  publishTooManyReading: 'A test holds at most 3 reading passages',
} as const;

export const TEST_TYPE_LABELS: Record<AssemblyTestType, string> = {
  full: 'Full Test',
  listening_only: 'Listening Only',
  reading_only: 'Reading Only',
  writing_only: 'Writing Only',
  custom: 'Custom',
};

export const SHUFFLE_LEVEL_LABELS: Record<AssemblyShuffleLevel, string> = {
  none: 'None',
  parts: 'Parts',
  within_part: 'Within Part',
  questions_global: 'Questions (global)',
};

/** preserve_groups is sent as an empty list when checked, otherwise left out. */
export const ShuffleConfigSchema = z.object({
  enable: z.boolean().default(false),
  level: z.enum(ASSEMBLY_SHUFFLE_LEVELS).default('none'),
  preserve_dependencies: z.boolean().optional(),
  preserve_groups: z.array(storableText().max(200)).max(50).optional(),
});
export type ShuffleConfig = z.infer<typeof ShuffleConfigSchema>;

export const AssemblyComponentSchema = z.object({
  exam_upload_id: z.uuid({ error: AssemblyTexts.partNotFound }),
  section: ExamSectionSchema,
  part_number: z.number().int().min(1).max(4),
  order_index: z.number().int().min(1),
  is_required: z.boolean().default(true),
});
export type AssemblyComponent = z.infer<typeof AssemblyComponentSchema>;

/** POST and PUT /developer/test-assemblies: order indexes are renumbered 1..n in the order given. */
export const SaveAssemblyRequestSchema = z.object({
  test_name: storableText({ error: AssemblyTexts.fillRequired }).trim().min(1, AssemblyTexts.fillRequired).max(ASSEMBLY_NAME_MAX),
  test_description: storableText().max(ASSEMBLY_DESCRIPTION_MAX).default(''),
  test_type: z.enum(ASSEMBLY_TEST_TYPES).default('full'),
  status: z.enum(ASSEMBLY_STATUSES).optional(),
  shuffle_config: ShuffleConfigSchema.default({ enable: false, level: 'none' }),
  components: z
    .array(AssemblyComponentSchema, { error: AssemblyTexts.fillRequired })
    .min(1, AssemblyTexts.fillRequired)
    .max(ASSEMBLY_COMPONENTS_MAX),
});
export type SaveAssemblyRequest = z.input<typeof SaveAssemblyRequestSchema>;
export type SaveAssemblyInput = z.infer<typeof SaveAssemblyRequestSchema>;

export const AssemblyComponentViewSchema = AssemblyComponentSchema.extend({
  /** The part's title, tenant, processing status and authored question numbers ('14-26'), for the view. */
  title: storableText(),
  tenant_id: storableText(),
  tenant_name: storableText(),
  processing_status: storableText(),
  question_range: storableText().nullable(),
});
export type AssemblyComponentView = z.infer<typeof AssemblyComponentViewSchema>;

export const TestAssemblySchema = z.object({
  id: storableText(),
  test_name: storableText(),
  test_description: storableText(),
  test_type: z.enum(ASSEMBLY_TEST_TYPES),
  status: z.enum(ASSEMBLY_STATUSES),
  shuffle_config: ShuffleConfigSchema,
  components: z.array(AssemblyComponentViewSchema),
  created_at: storableText(),
  updated_at: storableText(),
});
export type TestAssembly = z.infer<typeof TestAssemblySchema>;

export const TestAssemblyListResponseSchema = z.object({ success: z.literal(true), assemblies: z.array(TestAssemblySchema) });
export type TestAssemblyListResponse = z.infer<typeof TestAssemblyListResponseSchema>;
export const TestAssemblyResponseSchema = z.object({
  success: z.literal(true),
  message: storableText().optional(),
  assembly: TestAssemblySchema,
});
export type TestAssemblyResponse = z.infer<typeof TestAssemblyResponseSchema>;

export const PublishAssemblyRequestSchema = z.object({
  tenant_id: z.uuid({ error: AssemblyTexts.publishTenantRequired }),
  /** The test's title; the assembly's name when left out. */
  title: storableText().trim().min(1).max(ASSEMBLY_NAME_MAX).optional(),
});
export type PublishAssemblyRequest = z.infer<typeof PublishAssemblyRequestSchema>;
export const PublishAssemblyResponseSchema = z.object({
  success: z.literal(true),
  message: storableText(),
  test: z.object({ id: storableText(), tenant_id: storableText(), title: storableText() }),
});
export type PublishAssemblyResponse = z.infer<typeof PublishAssemblyResponseSchema>;

/** 'No shuffling', or the level's label. */
export function shuffleSummary(config: ShuffleConfig): string {
  return config.enable && config.level !== 'none' ? SHUFFLE_LEVEL_LABELS[config.level] : AssemblyTexts.noShuffling;
}

/** Components in their order, numbered 1..n (after a removal, or as given). */
export function renumberComponents<T extends { order_index: number }>(components: readonly T[]): T[] {
  return [...components].sort((a, b) => a.order_index - b.order_index).map((c, i) => ({ ...c, order_index: i + 1 }));
}

const developer = ['developer'] as const;

export const TestAssemblyRoutes = {
  list: defineRoute({
    method: 'get',
    path: TestAssemblyPaths.list,
    tag: 'operations',
    summary: 'Every test assembly, newest first, with its components',
    access: developer,
    response: TestAssemblyListResponseSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: TestAssemblyPaths.list,
    tag: 'operations',
    summary: 'Creates a test assembly from exam parts (audited assembly.create)',
    access: developer,
    body: { schema: SaveAssemblyRequestSchema, contentTypes: JSON_BODY },
    response: TestAssemblyResponseSchema,
  }),
  // IdParamSchema: a malformed id answers 404 with the same 'Not found' text as an unknown one.
  detail: defineRoute({
    method: 'get',
    path: TestAssemblyPaths.one,
    tag: 'operations',
    summary: 'One test assembly with its components',
    access: developer,
    params: IdParamSchema,
    response: TestAssemblyResponseSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: TestAssemblyPaths.one,
    tag: 'operations',
    summary: 'Replaces a test assembly and its components (audited assembly.update)',
    access: developer,
    params: IdParamSchema,
    body: { schema: SaveAssemblyRequestSchema, contentTypes: JSON_BODY },
    response: TestAssemblyResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: TestAssemblyPaths.one,
    tag: 'operations',
    summary: 'Deletes a test assembly; tests published from it stay (audited assembly.delete)',
    access: developer,
    params: IdParamSchema,
    response: OkSchema,
  }),
  publish: defineRoute({
    method: 'post',
    path: TestAssemblyPaths.publish,
    tag: 'operations',
    summary: "Makes a test of the tenant from the assembly's parts, for its admins to assign (audited assembly.publish)",
    access: developer,
    params: IdParamSchema,
    body: { schema: PublishAssemblyRequestSchema, contentTypes: JSON_BODY },
    response: PublishAssemblyResponseSchema,
  }),
};
