import { z } from 'zod';
import { storableText } from '../storable-text';

export const TestMakingPaths = {
  createTest: '/admin/test-making/create-test',
  studentAssignedTests: '/admin/test-making/student/assigned-tests',
  studentAssignedTest: '/admin/test-making/student/assigned-test/:testId',
} as const;

/** A candidate's exam content and audio, reachable only through their own attempt, section by section. */
export const AttemptPaths = {
  sectionContent: '/attempts/:attemptId/sections/:section',
  audio: '/attempts/:attemptId/parts/:partId/audio',
  image: '/attempts/:attemptId/sections/:section/parts/:partId/images/:index',
} as const;

export const TestMakingTexts = {
  titleRequired: 'Test title is required',
  atLeastOnePart: 'Please select at least one test part',
  partNotFound: 'A selected part does not exist or is not ready',
  listeningSlot: 'Listening Part {n} can only be placed in Part {n} slot',
  writingSlot: 'Writing Part {n} can only be placed in Part {n} slot',
  wrongSection: '{section} parts cannot be placed in {slot} section',
  duplicatePart: 'This part is already used in the test',
  targetNotFound: 'The group or student to assign to was not found',
  oneTarget: 'Assign to a group or to a student, not both',
  testNotFound: "The test you're looking for doesn't exist or isn't assigned to you.",
} as const;

const slotIds = (count: number) =>
  z
    .array(z.uuid().nullable())
    .max(count)
    .default([])
    .transform((ids) => Array.from({ length: count }, (_, i) => ids[i] ?? null));

export const CreateTestRequestSchema = z.object({
  title: storableText({ error: TestMakingTexts.titleRequired }).trim().min(1, TestMakingTexts.titleRequired).max(200),
  description: storableText().trim().max(2000).default(''),
  listeningParts: slotIds(4),
  readingParts: slotIds(3),
  writingParts: slotIds(2),
  isTemplate: z.boolean().default(false),
  assignedToGroupId: z.uuid().nullish(),
  assignedToUserId: z.uuid().nullish(),
  dueAt: z.iso.datetime({ offset: true }).nullish(),
});
export type CreateTestRequest = z.infer<typeof CreateTestRequestSchema>;

export const CreateTestResponseSchema = z.object({
  success: z.literal(true),
  test: z.object({ id: storableText(), title: storableText() }),
  assignment: z.object({ id: storableText() }).nullable(),
});
export type CreateTestResponse = z.infer<typeof CreateTestResponseSchema>;

export const AssignedTestStatuses = ['assigned', 'in_progress', 'completed'] as const;

/** A dashboard item (spec 2 §3), with the attempt the candidate sits it in. */
export const AssignedTestSchema = z.object({
  assignment_id: storableText(),
  test_id: storableText(),
  attempt_id: storableText(),
  title: storableText(),
  description: storableText(),
  status: z.enum(AssignedTestStatuses),
  assigned_at: storableText(),
  due_at: storableText().nullable(),
  /** The assignment's opening and closing times: the test cannot be started outside them. */
  opens_at: storableText().nullable().optional(),
  closes_at: storableText().nullable().optional(),
  listening_part_1_id: storableText().nullable(),
  listening_part_2_id: storableText().nullable(),
  listening_part_3_id: storableText().nullable(),
  listening_part_4_id: storableText().nullable(),
  reading_passage_1_id: storableText().nullable(),
  reading_passage_2_id: storableText().nullable(),
  reading_passage_3_id: storableText().nullable(),
  writing_part_1_id: storableText().nullable(),
  writing_part_2_id: storableText().nullable(),
});
export type AssignedTest = z.infer<typeof AssignedTestSchema>;

export const AssignedTestsResponseSchema = z.object({ success: z.literal(true), assignedTests: z.array(AssignedTestSchema) });
export type AssignedTestsResponse = z.infer<typeof AssignedTestsResponseSchema>;

export const AssignedTestDetailResponseSchema = z.object({
  success: z.literal(true),
  test: z.object({ id: storableText(), title: storableText(), description: storableText(), due_at: storableText().nullable() }),
  attempt: z.object({ id: storableText(), status: storableText() }),
  examParts: z.array(
    z.object({
      id: storableText(),
      section: z.enum(['listening', 'reading', 'writing']),
      part: z.number().int(),
      title: storableText(),
      test_group: storableText(),
      audio_url: storableText().nullable(),
    }),
  ),
});
export type AssignedTestDetailResponse = z.infer<typeof AssignedTestDetailResponseSchema>;

/** A section's parts as the candidate sees them (no transcripts, no solutions), while it is open. */
export const SectionContentResponseSchema = z.object({
  success: z.literal(true),
  section: z.enum(['listening', 'reading', 'writing']),
  parts: z.array(
    z.object({
      id: storableText(),
      part: z.number().int(),
      title: storableText(),
      question_range: storableText().nullable(),
      audio_url: storableText().nullable(),
      /** The recording's length as ingestion read it: the listening screen places the server's playing position with it. */
      audio_duration_seconds: z.number().nonnegative().nullable().optional(),
      /** The part's uploaded images by file name, as the content refers to them (labeling questions). */
      images: z.array(z.object({ name: storableText(), url: storableText() })),
      content: z.unknown(),
    }),
  ),
});
export type SectionContentResponse = z.infer<typeof SectionContentResponseSchema>;
