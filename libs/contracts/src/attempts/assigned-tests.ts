// The candidate's side of test making: their assigned tests and, while a section is open, its content
// and files. Apart from the centre's test-making schemas, so the candidate's pages build none of those.
import { z } from 'zod';
import { ExamSectionSchema, ImageIndexParamSchema } from '../exam-section';
import { defineRoute } from '../routes/define-route';
import { storableText } from '../storable-text';
import { TestMakingPaths } from './test-making-paths';

/** A candidate's exam content and audio, reachable only through their own attempt, section by section. */
export const AttemptPaths = {
  sectionContent: '/attempts/:attemptId/sections/:section',
  audio: '/attempts/:attemptId/parts/:partId/audio',
  image: '/attempts/:attemptId/sections/:section/parts/:partId/images/:index',
} as const;

/** The query parameter of AttemptPaths.audio carrying the exam window's recording pass (RecordingAck). */
export const RECORDING_PASS_PARAM = 'pass';
/**
 * The query parameter naming the version of the stored file an exam content URL points at: a URL with
 * the current version may be kept by the browser for good (a changed file gets a new version, so a new URL).
 */
export const CONTENT_VERSION_PARAM = 'v';
const contentVersion = storableText().max(64).optional();

export const AssignedTestStatuses = ['assigned', 'in_progress', 'completed'] as const;

/** A test's nine slots by the spec's column names: an exam part id or null. */
export const TestSlotFieldsSchema = z.object({
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

/** A dashboard item, with the attempt the candidate sits it in. */
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
  ...TestSlotFieldsSchema.shape,
});
export type AssignedTest = z.infer<typeof AssignedTestSchema>;

export const AssignedTestsResponseSchema = z.object({ success: z.literal(true), assignedTests: z.array(AssignedTestSchema) });
export type AssignedTestsResponse = z.infer<typeof AssignedTestsResponseSchema>;

export const AssignedTestDetailResponseSchema = z.object({
  success: z.literal(true),
  test: z.object({
    id: storableText(),
    title: storableText(),
    description: storableText(),
    due_at: storableText().nullable(),
    /** The assignment's window: the test cannot be started outside it. */
    opens_at: storableText().nullable(),
    closes_at: storableText().nullable(),
    /** The centre's time zone (System Settings), which the window is shown in. */
    time_zone: storableText(),
  }),
  attempt: z.object({
    id: storableText(),
    status: storableText(),
    /** Why the attempt ended once it has, one of SectionEndReasons ('forced': the invigilator submitted it); null while it runs. */
    completion_reason: storableText().nullable(),
  }),
  examParts: z.array(
    z.object({
      id: storableText(),
      section: z.enum(['listening', 'reading', 'writing']),
      part: z.number().int(),
      title: storableText(),
      test_group: storableText(),
      /** Whether the part has a recording; never where it is (it plays only in the exam's listening section). */
      has_audio: z.boolean(),
      /** What the part holds, for its summary line; never its answers. */
      question_range: storableText().nullable(),
      question_count: z.number().int().min(0),
      /** The question types of its groups, in order, each once (none for a writing task). */
      question_types: z.array(storableText()),
      /** Writing only: the task's question_type (a chart or essay type) and its minimum word count. */
      task_type: storableText().nullable(),
      word_count_minimum: z.number().int().nullable(),
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
      /** The part's questions as this paper numbers them ('1-13' for the passage in slot 1). */
      question_range: storableText().nullable(),
      /**
       * Each authored question number (the answers' key) → the number the candidate sees: the paper is
       * numbered 1 to 40 in slot order, whatever numbers the part was written with.
       */
      shown_numbers: z.record(storableText(), z.number().int().positive()),
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

const candidate = ['test_taker'] as const;

/** The signed-in candidate's assigned tests. */
export const AssignedTestRoutes = {
  assignedTests: defineRoute({
    method: 'get',
    path: TestMakingPaths.studentAssignedTests,
    tag: 'candidate',
    summary: "The candidate's assigned tests, each with its attempt",
    access: candidate,
    response: AssignedTestsResponseSchema,
  }),
  assignedTest: defineRoute({
    method: 'get',
    path: TestMakingPaths.studentAssignedTest,
    tag: 'candidate',
    summary: 'One assigned test with its parts and attempt',
    access: candidate,
    response: AssignedTestDetailResponseSchema,
  }),
};

/** An open section's content and files, to the candidate sitting it. */
export const AttemptContentRoutes = {
  sectionContent: defineRoute({
    method: 'get',
    path: AttemptPaths.sectionContent,
    tag: 'candidate',
    summary: "An open section's parts as the candidate sees them",
    access: candidate,
    params: z.object({ attemptId: z.uuid(), section: ExamSectionSchema }),
    response: SectionContentResponseSchema,
  }),
  audio: defineRoute({
    method: 'get',
    path: AttemptPaths.audio,
    tag: 'candidate',
    summary: "An open listening part's audio, only to the exam window holding the sitting (?pass= from the recording:sync ack)",
    access: candidate,
    query: z.object({ [RECORDING_PASS_PARAM]: storableText().max(100).optional(), [CONTENT_VERSION_PARAM]: contentVersion }),
    response: { file: 'audio/*' },
  }),
  image: defineRoute({
    method: 'get',
    path: AttemptPaths.image,
    tag: 'candidate',
    summary: "An open part's image",
    access: candidate,
    params: z.object({
      attemptId: z.uuid(),
      section: ExamSectionSchema,
      partId: z.uuid(),
      index: ImageIndexParamSchema,
    }),
    query: z.object({ [CONTENT_VERSION_PARAM]: contentVersion }),
    response: { file: 'image/*' },
  }),
};
