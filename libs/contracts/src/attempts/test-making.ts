import { z } from 'zod';
import { ExamSectionSchema, ImageIndexParamSchema } from '../exam-parts';
import { defineRoute } from '../routes/define-route';
import { storableText } from '../storable-text';

export const TestMakingPaths = {
  createTest: '/admin/test-making/create-test',
  availableParts: '/admin/test-making/available-parts',
  templates: '/admin/test-making/templates',
  template: '/admin/test-making/templates/:id',
  partsByIds: '/admin/test-making/parts-by-ids',
  assignTemplate: '/admin/test-making/assign-template',
  groupHistory: '/admin/test-making/group-history/:groupId',
  studentHistory: '/admin/test-making/student-history/:studentId',
  shuffle: '/admin/test-making/shuffle',
  shuffleJob: '/admin/test-making/shuffle/:jobId',
  shufflePerStudent: '/admin/test-making/shuffle-per-student',
  shufflePerStudentJob: '/admin/test-making/shuffle-per-student/:jobId',
  exposure: '/admin/test-making/exposure',
  studentAssignedTests: '/admin/test-making/student/assigned-tests',
  studentAssignedTest: '/admin/test-making/student/assigned-test/:testId',
} as const;

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

export const TestMakingTexts = {
  titleRequired: 'Test title is required',
  atLeastOnePart: 'Please select at least one test part',
  partNotFound: 'A selected part does not exist or is not ready',
  listeningSlot: 'Listening Part {n} can only be placed in Part {n} slot',
  writingSlot: 'Writing Part {n} can only be placed in Part {n} slot',
  wrongSection: '{section} parts cannot be placed in {slot} section',
  duplicatePart: 'This part is already used in the test',
  questionsClash:
    'Its questions {range} share numbers with the part already in {slot} ({other}): the answers to both would be mixed up. Choose a part with other question numbers.',
  targetNotFound: 'The group or student to assign to was not found',
  oneTarget: 'Assign to a group or to a student, not both',
  testNotFound: "The test you're looking for doesn't exist or isn't assigned to you.",
  templateNotFound: 'Template not found',
  groupNotFound: 'Group not found',
  studentNotFound: 'Student not found',
  shuffleJobNotFound: 'Shuffle not found',
  exposureTarget: 'Choose a group or a student',
  assignTargetRequired: 'Please select at least one group or student to assign the template to',
  // Spec 3 §5 and §8: validation, toasts and success texts of test making.
  selectTarget: 'Please select a group or student to assign the test to',
  selectTargetFirst: 'Please select a group or student first',
  fixErrors: 'Please fix the validation errors below',
  noPartsToCopy: 'No parts to copy',
  failedToLoadData: 'Failed to load data',
  failedToLoadStudents: 'Failed to load students',
  failedToLoadParts: 'Failed to load available parts',
  failedToSaveTemplate: 'Failed to save test template',
  failedToLoadTemplate: 'Failed to load template',
  failedToLoadTemplateDetails: 'Failed to load template details',
  failedToDeleteTemplate: 'Failed to delete template',
  failedToAssignTemplate: 'Failed to assign template',
  failedToShuffle: 'Failed to shuffle test',
  failedToSaveTest: 'Failed to save test',
  failedToCreateAndAssign: 'Failed to create and assign test',
  missingPartsWarning:
    'Test shuffled, but some parts are missing: {missing}. Please upload more test parts to complete the test.',
  shuffled: 'Test shuffled successfully!',
  templateSaved: 'Test template saved successfully!',
  templateLoaded: 'Template loaded successfully!',
  templateDeleted: 'Template deleted successfully!',
  templateAssigned: 'Template assigned successfully!',
  createdAndAssigned: 'Test created and assigned successfully!',
  compositionCleared: 'Test composition cleared',
  compositionCopied: 'Test composition copied to clipboard',
  partAdded: '{section} Part {n} added to test',
  shuffledTitle: 'Shuffled Test for {name}',
  deleteTemplateConfirm: 'Are you sure you want to delete the template "{title}"? This action cannot be undone.',
  noPartsFound: 'No parts found matching your criteria',
} as const;

/** The screens of test making: the hub, manual creation and intelligent shuffling. */
export const TestMakingScreenTexts = {
  hubTitle: 'Test Making/Shuffling',
  hubSubtitle: 'Build complete tests from uploaded parts by hand or by shuffle, and assign them.',
  manualTitle: 'Manual Test Creation',
  manualDescription: 'Pick each part yourself: drag parts into the slots or click a slot to choose one.',
  manualNotes: [
    'Listening: 4 parts, strict validation',
    'Reading: 3 passages, flexible placement',
    'Writing: 2 parts, strict validation',
  ],
  shuffleTitle: 'Intelligent Shuffling',
  shuffleDescription: 'Generate a test automatically for a group or a student.',
  shuffleNotes: ['Analyses student history', 'Removes completed parts', 'Generates balanced combinations'],
  keyFeaturesTitle: 'Key features',
  keyFeatures: [
    'Test templates: save a composition once and reuse it',
    'Smart assignment: assign to groups or individual students',
    'Flexible editing: change any slot before you save',
  ],
  testTitleLabel: 'Test Title *',
  descriptionLabel: 'Description',
  availableParts: 'Available Parts',
  composition: 'Test Composition',
  clearAll: 'Clear All',
  copyComposition: 'Copy Composition',
  saveAsTemplate: 'Save as Template',
  savedTemplates: 'Saved Templates',
  /** Beside a template the platform published to the centre. */
  publishedBadge: 'Published to your centre',
  publishedTestsTitle: 'Published tests',
  publishedTestsSubtitle: 'Complete tests the platform has published to your centre. Assigning one gives a copy to each target.',
  noPublishedTests: 'No tests have been published to your centre yet',
  /** {count} parts, {date} the day it was published. */
  publishedSummary: '{count} parts · published {date}',
  show: 'Show',
  hide: 'Hide',
  load: 'Load',
  view: 'View',
  assign: 'Assign',
  delete: 'Delete',
  assignTemplateTitle: 'Assign Template',
  groups: 'Groups',
  students: 'Students',
  individualStudents: 'Individual Students',
  notes: 'Notes (optional)',
  cancel: 'Cancel',
  assignTemplate: 'Assign Template',
  choosePart: 'Choose a part',
  searchParts: 'Search parts...',
  sectionFilter: 'Section',
  emptySlot: 'Empty: drop a part here or click to choose',
  removePart: 'Remove',
  chooseGroup: 'Choose a group...',
  chooseStudent: 'Choose a student...',
  targetType: 'Assign to',
  testDetails: 'Test Details',
  shuffleTest: 'Shuffle Test',
  reshuffle: 'Reshuffle',
  shuffling: 'Shuffling...',
  createAndAssign: 'Create & Assign Test',
  creatingAndAssigning: 'Creating & Assigning...',
  perStudentTitle: 'Per-student shuffle for a group',
  perStudentDescription: 'Every member of the group gets their own test, shuffled to avoid the parts in their own history.',
  perStudentStart: 'Shuffle for each member',
  perStudentProgress: 'Shuffling for each member',
  perStudentDone: '{created} tests created and assigned; {incomplete} of them are missing parts.',
  exposureTitle: 'Exposure report',
  exposureDescription: 'Which parts each student has been given, and how many are left before the bank runs dry.',
  exposureStudent: 'Student',
  exposureSeen: 'Parts seen',
  exposureLeft: 'Parts left (L1-L4 / R / W1-W2)',
  exposureFullTests: 'Full tests left',
  exposureEmpty: 'No students to report on',
  templateParts: 'Parts of {title}',
  noTemplates: 'No templates saved yet',
  noPartsAvailable: 'No parts have been uploaded yet',
  noGroups: 'No groups yet',
  groupLabel: 'Group',
  studentLabel: 'Student',
  perStudentGroupLabel: 'Group for per-student shuffle',
  perStudentTitleLabel: 'Title (optional)',
  perStudentTitleHint: "Left empty, each test is called 'Shuffled Test for' the student's name.",
  open: 'Open',
  removedPart: 'Removed part',
  bank: 'Bank: listening {listening} · reading {reading} · writing {writing}',
  deleteTemplateTitle: 'Delete Template',
  templateSummary: '{count} parts · {date}',
  inTheTest: 'In the test',
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
