import { z } from 'zod';
import { PARTS_PER_SECTION } from './exam-content/constants';
import { ExamPartProblemSchema } from './envelope';
import { ExamSectionSchema } from './exam-section';
import { storableText } from './storable-text';

/** Calls about uploaded exam parts: the developer's (any tenant), the admin's (own tenant, read only). */
export const ExamPartPaths = {
  upload: '/developer/upload-exam',
  developerAdmins: '/developer/admins',
  developerList: '/developer/exams',
  developerOne: '/developer/exams/:id',
  developerAudio: '/developer/exams/:id/audio',
  developerImage: '/developer/exams/:id/images/:index',
  developerListeningData: '/developer/exams/:id/listening-data',
  /** GET reads the part's stored key; PUT corrects it. */
  developerSolutionData: '/developer/exams/:id/solution-data',
  developerParsedJson: '/developer/exams/:id/parsed-json',
  adminList: '/admin/exams',
  adminTests: '/admin/tests',
  adminOne: '/admin/exams/:id',
  adminAudio: '/admin/exams/:id/audio',
  adminImage: '/admin/exams/:id/images/:index',
  adminAvailableTests: '/admin/available-tests',
} as const;

/** The `/tests` family: staff listings, a part for the candidate screens, and the public practice tests. */
export const TestsPaths = {
  adminExams: '/tests/admin/exams',
  adminExam: '/tests/admin/exams/:id',
  adminTests: '/tests/admin/tests',
  adminTest: '/tests/admin/tests/:id',
  exam: '/tests/exam/:id',
  examAudio: '/tests/exam/:id/audio',
  random: '/tests/random',
  practiceList: '/tests',
  practiceOne: '/tests/:id',
  practiceMark: '/tests/:id/mark',
} as const;

export const ProcessingStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof ProcessingStatuses)[number];

/** What ingestion is doing, in order; published live to developers over the /ops socket. */
export const IngestionStages = ['received', 'validating', 'audio', 'images', 'stored'] as const;
export type IngestionStage = (typeof IngestionStages)[number];

/** Upload limits, per file. Said in the error when exceeded. */
export const UploadLimits = {
  jsonFile: { maxBytes: 2 * 1024 * 1024, label: 'JSON file' },
  solutionFile: { maxBytes: 1024 * 1024, label: 'Solution file' },
  audioFile: { maxBytes: 80 * 1024 * 1024, label: 'Audio file' },
  images: { maxBytes: 8 * 1024 * 1024, label: 'Image', maxCount: 30 },
} as const;
export type UploadField = keyof typeof UploadLimits;

/** How deeply an uploaded JSON file may nest arrays and objects (real parts nest about 7 levels). */
export const UPLOAD_JSON_MAX_DEPTH = 32;
/** Text fields of an upload form (tenant, group, title, ...): how many, and how long each may be. */
export const UPLOAD_MAX_TEXT_FIELDS = 20;
export const UPLOAD_TEXT_FIELD_MAX_BYTES = 16 * 1024;

/** Uploads per developer per minute; beyond it the call answers 429 with retryAfter. */
export const UPLOADS_PER_MINUTE = 20;
export const UPLOAD_RETRY_ATTEMPTS = 3;
export const UPLOAD_NETWORK_RETRY_DELAY_MS = 2000;
export const UPLOAD_DEFAULT_RATE_LIMIT_WAIT_SECONDS = 5;
export const UPLOAD_SUCCESS_PAUSE_MS = 1000;

export const ACCEPTED_AUDIO_MIME = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
] as const;
export const ACCEPTED_IMAGE_MIME = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const UploadTexts = {
  fillRequired: 'Please fill in all required fields and select a JSON file',
  rateLimited: 'Rate limited. Retrying in {seconds} seconds... ({attempt}/3)',
  rateLimitedGaveUp: 'Upload failed after multiple retries due to rate limiting. Please wait a moment and try again.',
  networkRetry: 'Upload failed. Retrying... ({attempt}/3)',
  networkGaveUp: 'Failed to upload exam part after multiple attempts',
  failed: 'Failed to upload exam part',
  succeeded: 'Exam part uploaded successfully!',
  tooManyUploads: 'Too many uploads. Please wait a moment and try again.',
  tooLarge: '{label} "{name}" is {size}; the limit is {limit}',
  /** Said while the file is still arriving: the upload stops at the limit, so the full size is unknown. */
  tooLargeWhileReceiving: '{label} "{name}" is larger than the limit of {limit}',
  tooDeep: '{label} "{name}" nests more than {limit} levels deep',
  unexpectedFile: 'Unexpected file "{name}" in the field "{field}"',
  tooManyFields: 'The upload form has too many fields',
  fieldTooLong: 'The field "{field}" is too long',
  unreadable: 'The upload could not be read',
  partInUse: '"{title}" is used by these tests: {tests}. Remove it from them before deleting it.',
  notJson: 'JSON file "{name}" is not valid JSON: {reason}',
  notAudio: 'Audio file "{name}" is not an audio file we accept (MP3, M4A, OGG, WAV or WebM)',
  notImage: 'Image "{name}" is not a PNG, JPEG, WebP or GIF image',
  audioOnlyListening: 'Only listening parts take an audio file',
  solutionNotWriting: 'Writing tasks take no solution file',
  tooManyImages: 'At most {count} images per part',
  partOutOfRange: '{section} parts are numbered 1 to {max}',
  tenantNotFound: 'Tenant not found',
  deleteConfirm: 'Are you sure you want to delete "{title}"? This action cannot be undone.',
  deleted: 'Exam part deleted successfully',
  deleteFailed: 'Failed to delete exam part',
  fetchDetailsFailed: 'Failed to fetch exam details',
  notFound: 'Exam part not found',
  noTestGroups: 'No test groups found',
  selectAdminFirst: 'Select an admin first.',
  examNotFoundTitle: 'Exam Not Found',
  imageNotFound: 'Image not found',
  audioMissing: 'This part has no audio file',
} as const;

/** The multipart text fields of an upload (files travel beside them). */
export const UploadExamFieldsSchema = z
  .object({
    tenantId: z.uuid({ error: 'Choose a tenant' }),
    testGroup: storableText({ error: 'Test group is required' }).trim().min(1, 'Test group is required').max(120),
    examTitle: storableText().trim().max(200).optional(),
    shuffleGroup: storableText()
      .trim()
      .max(120)
      .optional()
      .transform((v) => (v ? v : undefined)),
    section: ExamSectionSchema,
    part: z.coerce.number({ error: 'Part is required' }).int(),
  })
  .superRefine((fields, ctx) => {
    const max = PARTS_PER_SECTION[fields.section];
    if (fields.part < 1 || fields.part > max) {
      const section = fields.section[0]!.toUpperCase() + fields.section.slice(1);
      ctx.addIssue({ code: 'custom', path: ['part'], message: `${section} parts are numbered 1 to ${max}` });
    }
  });
export type UploadExamFields = z.infer<typeof UploadExamFieldsSchema>;

/** '{Section capitalised} Test {group} Part {part}', the title when none is given. */
export function defaultExamTitle(section: string, testGroup: string, part: number): string {
  return `${section[0]!.toUpperCase()}${section.slice(1)} Test ${testGroup} Part ${part}`;
}

export const ExamPartSummarySchema = z.object({
  id: storableText(),
  tenant_id: storableText(),
  tenant_name: storableText(),
  /** The tenant's admin login id, as the consoles show it. */
  tenant_identifier: storableText(),
  title: storableText(),
  section: ExamSectionSchema,
  part: z.number().int(),
  test_group: storableText(),
  shuffle_group: storableText().nullable(),
  processing_status: z.enum(ProcessingStatuses),
  /** The same as processing_status; the older screens read this name. */
  status: z.enum(ProcessingStatuses),
  stage: z.enum(IngestionStages).nullable(),
  created_at: storableText(),
  uploader_first_name: storableText().nullable(),
  uploader_last_name: storableText().nullable(),
  question_range: storableText().nullable(),
  question_count: z.number().int(),
  audio_duration_seconds: z.number().nullable(),
  has_audio: z.boolean(),
  has_solution: z.boolean(),
  image_count: z.number().int(),
  errors: z.array(ExamPartProblemSchema),
});
export type ExamPartSummary = z.infer<typeof ExamPartSummarySchema>;

export const ExamPartImageSchema = z.object({
  index: z.number().int(),
  name: storableText(),
  mime: storableText(),
  size: z.number().int(),
});

/** A part in full, for staff (developer, the tenant's admin): content, solution and file names. */
export const ExamPartDetailSchema = ExamPartSummarySchema.extend({
  exam_data: z.unknown().nullable(),
  solution_data: z.unknown().nullable(),
  files: z.object({
    json: z.object({ name: storableText(), size: z.number().int() }),
    solution: z.object({ name: storableText(), size: z.number().int() }).nullable(),
    audio: z.object({ name: storableText(), size: z.number().int(), mime: storableText() }).nullable(),
    images: z.array(ExamPartImageSchema),
  }),
});
export type ExamPartDetail = z.infer<typeof ExamPartDetailSchema>;

export const ExamPartListQuerySchema = z.object({
  section: ExamSectionSchema.optional().or(z.literal('').transform(() => undefined)),
  tenant_id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  admin_id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const ExamPartListResponseSchema = z.object({ success: z.literal(true), exams: z.array(ExamPartSummarySchema) });
export type ExamPartListResponse = z.infer<typeof ExamPartListResponseSchema>;
export const ExamPartResponseSchema = z.object({ success: z.literal(true), exam: ExamPartDetailSchema });
export type ExamPartResponse = z.infer<typeof ExamPartResponseSchema>;
export const UploadExamResponseSchema = z.object({ success: z.literal(true), exam: ExamPartSummarySchema });
export type UploadExamResponse = z.infer<typeof UploadExamResponseSchema>;

export const DeveloperAdminsResponseSchema = z.object({
  success: z.literal(true),
  admins: z.array(
    z.object({
      id: storableText(),
      candidate_id: storableText(),
      first_name: storableText(),
      last_name: storableText(),
      tenant_id: storableText(),
      tenant_name: storableText(),
    }),
  ),
});
export type DeveloperAdminsResponse = z.infer<typeof DeveloperAdminsResponseSchema>;

/** A test: the parts a tenant uploaded under one test group, by section. */
/**
 * What a test holds, from the sections it has parts in: all three make a full test, one section makes
 * a test of that section, any two a custom one.
 */
export const TEST_GROUP_TYPES = ['full', 'listening', 'reading', 'writing', 'custom'] as const;
export type TestGroupType = (typeof TEST_GROUP_TYPES)[number];

export const TestGroupSummarySchema = z.object({
  id: storableText(),
  title: storableText(),
  test_group: storableText(),
  test_type: z.enum(TEST_GROUP_TYPES),
  parts: z.object({ listening: z.number().int(), reading: z.number().int(), writing: z.number().int() }),
  complete: z.boolean(),
  created_at: storableText(),
});
export type TestGroupSummary = z.infer<typeof TestGroupSummarySchema>;

export const TestTypeTexts = {
  invalid: `test_type must be one of ${TEST_GROUP_TYPES.join(', ')}`,
} as const;

/**
 * `?test_type=` of the tenant's test listings: one of the test types; the assembly names of a
 * one-section test (listening_only, ...) mean the same. Empty or absent lists every test.
 */
export const AdminTestsQuerySchema = z.object({
  test_type: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .trim()
            .toLowerCase()
            .replace(/_only$/, '') || undefined
        : value,
    z.enum(TEST_GROUP_TYPES, { error: TestTypeTexts.invalid }).optional(),
  ),
});
export type AdminTestsQuery = z.infer<typeof AdminTestsQuerySchema>;

/** The tenant's tests under their `/tests` path (GET /tests/admin/tests), or those ready to assign (GET /admin/available-tests). */
export const AdminTestsResponseSchema = z.object({ success: z.literal(true), tests: z.array(TestGroupSummarySchema) });
export type AdminTestsResponse = z.infer<typeof AdminTestsResponseSchema>;

/** The same tests under the spec 3 name of GET /admin/tests: `exams`. */
export const AdminTestsAsExamsResponseSchema = z.object({ success: z.literal(true), exams: z.array(TestGroupSummarySchema) });
export type AdminTestsAsExamsResponse = z.infer<typeof AdminTestsAsExamsResponseSchema>;

/** One test of the tenant (GET /tests/admin/tests/:id): its summary and its completed parts. */
export const AdminTestResponseSchema = z.object({
  success: z.literal(true),
  test: TestGroupSummarySchema.extend({ parts: z.array(ExamPartSummarySchema) }),
});
export type AdminTestResponse = z.infer<typeof AdminTestResponseSchema>;

/** A part's stored content and files as the developer console reads them, each under the spec's own key. */
export const ListeningDataResponseSchema = z.object({ success: z.literal(true), listeningData: z.unknown().nullable() });
export type ListeningDataResponse = z.infer<typeof ListeningDataResponseSchema>;
export const SolutionDataResponseSchema = z.object({ success: z.literal(true), solutionData: z.unknown().nullable() });
export type SolutionDataResponse = z.infer<typeof SolutionDataResponseSchema>;
export const ParsedJsonResponseSchema = z.object({ success: z.literal(true), parsedJson: z.unknown() });
export type ParsedJsonResponse = z.infer<typeof ParsedJsonResponseSchema>;

/** Correcting a listening or reading part's answer key after ingestion (PUT developerSolutionData). */
export const AnswerKeyTexts = {
  edit: 'Edit answer key',
  dialogTitle: 'Edit answer key',
  fieldLabel: 'Answer key (JSON)',
  fieldHint: 'The solution file format: section, part and answers. Nothing is re-marked automatically.',
  none: 'No answer key',
  save: 'Save key',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Answer key saved',
  usage: 'Used by {tests} test(s) with {sittings} marked section(s): centres re-mark them from their results page.',
  problemsTitle: 'The key was not saved:',
  notJson: 'The answer key is not valid JSON: {reason}',
  notObject: 'The answer key must be a JSON object',
  invalid: 'The answer key does not fit the part',
  failed: 'Failed to save the answer key',
  writingHasNoKey: 'Writing tasks are marked by hand and have no answer key',
  notCompleted: 'Only a part that finished processing has an answer key to correct',
} as const;

/** The corrected key: the solution file's JSON, checked against the part as ingestion checks it. */
export const SolutionCorrectionBodySchema = z.record(storableText(), z.unknown(), { error: AnswerKeyTexts.notObject });
export type SolutionCorrectionBody = z.infer<typeof SolutionCorrectionBodySchema>;

/** The corrected part, and how much marking the old key already did (the centres decide whether to re-mark). */
export const SolutionCorrectionResponseSchema = z.object({
  success: z.literal(true),
  exam: ExamPartDetailSchema,
  /** The part's tenant's tests (not templates) with the part in a slot. */
  tests_using: z.number().int().min(0),
  /** Marked section results of the part's section on those tests' attempts, marked by the old key. */
  sittings_marked: z.number().int().min(0),
});
export type SolutionCorrectionResponse = z.infer<typeof SolutionCorrectionResponseSchema>;
