import { z } from 'zod';
import { OkSchema } from '../envelope';
import { defineRoute, JSON_BODY } from '../routes/define-route';
import { storableText } from '../storable-text';
import { TestSlotFieldsSchema } from './assigned-tests';
import { CreateTestRequestSchema, CreateTestResponseSchema } from './test-making';
import { TestMakingPaths } from './test-making-paths';

/** A usable part as test making lists it (no content, no files). */
export const TestMakingPartSchema = z.object({
  id: storableText(),
  title: storableText(),
  section: z.enum(['listening', 'reading', 'writing']),
  part: z.number().int(),
  test_group: storableText(),
  shuffle_group: storableText().nullable(),
  question_range: storableText().nullable(),
  created_at: storableText(),
});
export type TestMakingPart = z.infer<typeof TestMakingPartSchema>;

const ByGroup = z.record(storableText(), z.array(TestMakingPartSchema));
/** GET available-parts: the tenant's completed parts, by section, then by test group. */
export const AvailablePartsResponseSchema = z.object({
  success: z.literal(true),
  parts: z.object({ listening: ByGroup, reading: ByGroup, writing: ByGroup }),
});
export type AvailablePartsResponse = z.infer<typeof AvailablePartsResponseSchema>;

/** A saved template, its slots by the spec's column names; published_at when the platform published it to the centre. */
export const TemplateSchema = z.object({
  id: storableText(),
  title: storableText(),
  description: storableText(),
  created_at: storableText(),
  published_at: storableText().nullable(),
  ...TestSlotFieldsSchema.shape,
});
export type Template = z.infer<typeof TemplateSchema>;
export const TemplatesResponseSchema = z.object({ success: z.literal(true), templates: z.array(TemplateSchema) });
export type TemplatesResponse = z.infer<typeof TemplatesResponseSchema>;

export const PartsByIdsRequestSchema = z.object({ partIds: z.array(z.uuid()).max(50) });
export type PartsByIdsRequest = z.infer<typeof PartsByIdsRequestSchema>;
export const PartsByIdsResponseSchema = z.object({ success: z.literal(true), parts: z.array(TestMakingPartSchema) });
export type PartsByIdsResponse = z.infer<typeof PartsByIdsResponseSchema>;

/** Assigns a template to one target: the console sends one call per selected group or student. */
export const AssignTemplateRequestSchema = z.object({
  templateId: z.uuid(),
  assignedToGroupId: z.uuid().nullish(),
  assignedToUserId: z.uuid().nullish(),
  dueAt: z.null().optional(),
  notes: storableText().trim().max(2000).optional(),
});
export type AssignTemplateRequest = z.infer<typeof AssignTemplateRequestSchema>;
export const AssignTemplateResponseSchema = z.object({
  success: z.literal(true),
  test: z.object({ id: storableText(), title: storableText() }),
  assignment: z.object({ id: storableText() }),
});
export type AssignTemplateResponse = z.infer<typeof AssignTemplateResponseSchema>;

export const StudentHistoryParamsSchema = z.object({ studentId: z.uuid() });
export const ShuffleJobParamsSchema = z.object({ jobId: storableText().regex(/^[A-Za-z0-9:_-]{1,100}$/) });

/** The parts a target has been given. */
export const HistoryResponseSchema = z.object({
  success: z.literal(true),
  history: z.array(z.object({ exam_upload_id: storableText() })),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

export const ShuffleTargetTypes = ['group', 'student'] as const;
export const ShuffleRequestSchema = z.object({ targetType: z.enum(ShuffleTargetTypes), targetId: z.uuid() });
export type ShuffleRequest = z.infer<typeof ShuffleRequestSchema>;
export const JobStartedResponseSchema = z.object({ success: z.literal(true), jobId: storableText() });
export type JobStartedResponse = z.infer<typeof JobStartedResponseSchema>;

export const CompositionSchema = z.object({
  listeningParts: z.array(storableText().nullable()),
  readingParts: z.array(storableText().nullable()),
  writingParts: z.array(storableText().nullable()),
});
export type Composition = z.infer<typeof CompositionSchema>;
export const MissingSlotsSchema = z.object({
  listening: z.array(z.number().int()),
  reading: z.array(z.number().int()),
  writing: z.array(z.number().int()),
});

export const JobStates = ['waiting', 'active', 'completed', 'failed'] as const;
/** A shuffle's outcome: the composition, the parts in it, the slots left empty and the warning for them. */
export const ShuffleResultResponseSchema = z.object({
  success: z.literal(true),
  state: z.enum(JobStates),
  result: z
    .object({
      composition: CompositionSchema,
      parts: z.array(TestMakingPartSchema),
      missing: MissingSlotsSchema,
      /** The spec's warning when slots are empty, else null. */
      warning: storableText().nullable(),
      /** 'Shuffled Test for {name}'. */
      suggestedTitle: storableText(),
    })
    .nullable(),
});
export type ShuffleResultResponse = z.infer<typeof ShuffleResultResponseSchema>;

export const ShufflePerStudentRequestSchema = z.object({
  groupId: z.uuid(),
  title: storableText().trim().max(200).optional(),
  description: storableText().trim().max(2000).optional(),
});
export type ShufflePerStudentRequest = z.infer<typeof ShufflePerStudentRequestSchema>;

export const PerStudentResultResponseSchema = z.object({
  success: z.literal(true),
  state: z.enum(JobStates),
  done: z.number().int(),
  total: z.number().int(),
  result: z
    .object({
      created: z.number().int(),
      /** Members whose test has empty slots: the bank had nothing left they had not seen. */
      incomplete: z.array(z.object({ studentId: storableText(), name: storableText(), missing: MissingSlotsSchema })),
    })
    .nullable(),
});
export type PerStudentResultResponse = z.infer<typeof PerStudentResultResponseSchema>;

/** Exactly one of the two (the service refuses neither or both). */
export const ExposureQuerySchema = z.object({ groupId: z.uuid().optional(), studentId: z.uuid().optional() });
export type ExposureQuery = z.infer<typeof ExposureQuerySchema>;

export const ExposureResponseSchema = z.object({
  success: z.literal(true),
  /** The tenant's usable parts, per section (listening and writing per slot number). */
  bank: z.object({ listening: z.array(z.number().int()), reading: z.number().int(), writing: z.array(z.number().int()) }),
  students: z.array(
    z.object({
      id: storableText(),
      name: storableText(),
      candidate_id: storableText(),
      seen: z.array(storableText()),
      left: z.object({ listening: z.array(z.number().int()), reading: z.number().int(), writing: z.array(z.number().int()) }),
      full_tests_left: z.number().int(),
    }),
  ),
});
export type ExposureResponse = z.infer<typeof ExposureResponseSchema>;

const admin = ['admin'] as const;

/** Manual test making, shuffling and the exposure report of the admin console. */
export const TestMakingRoutes = {
  createTest: defineRoute({
    method: 'post',
    path: TestMakingPaths.createTest,
    tag: 'testMaking',
    summary: 'Builds a test from parts, optionally assigning it to a group or a student',
    access: admin,
    capability: 'tests',
    body: { schema: CreateTestRequestSchema, contentTypes: JSON_BODY },
    response: CreateTestResponseSchema,
  }),
  availableParts: defineRoute({
    method: 'get',
    path: TestMakingPaths.availableParts,
    tag: 'testMaking',
    summary: "The tenant's usable parts by section and test group",
    access: admin,
    capability: 'tests',
    response: AvailablePartsResponseSchema,
  }),
  templates: defineRoute({
    method: 'get',
    path: TestMakingPaths.templates,
    tag: 'testMaking',
    summary: "The tenant's saved templates, newest first",
    access: admin,
    capability: 'tests',
    response: TemplatesResponseSchema,
  }),
  deleteTemplate: defineRoute({
    method: 'delete',
    path: TestMakingPaths.template,
    tag: 'testMaking',
    summary: 'Deletes a template (tests already assigned from it stay)',
    access: admin,
    capability: 'tests',
    response: OkSchema,
  }),
  partsByIds: defineRoute({
    method: 'post',
    path: TestMakingPaths.partsByIds,
    tag: 'testMaking',
    summary: 'The usable parts among the ids (loading a template)',
    access: admin,
    capability: 'tests',
    body: { schema: PartsByIdsRequestSchema, contentTypes: JSON_BODY },
    status: 200,
    response: PartsByIdsResponseSchema,
  }),
  assignTemplate: defineRoute({
    method: 'post',
    path: TestMakingPaths.assignTemplate,
    tag: 'testMaking',
    summary: 'Assigns a copy of a template to one group or one student',
    access: admin,
    capability: 'assignments',
    body: { schema: AssignTemplateRequestSchema, contentTypes: JSON_BODY },
    response: AssignTemplateResponseSchema,
  }),
  groupHistory: defineRoute({
    method: 'get',
    path: TestMakingPaths.groupHistory,
    tag: 'testMaking',
    summary: 'The parts a group and its members have been given',
    access: admin,
    capability: 'tests',
    response: HistoryResponseSchema,
  }),
  studentHistory: defineRoute({
    method: 'get',
    path: TestMakingPaths.studentHistory,
    tag: 'testMaking',
    summary: 'The parts a student has been given, directly or through a group',
    access: admin,
    capability: 'tests',
    params: StudentHistoryParamsSchema,
    response: HistoryResponseSchema,
  }),
  shuffle: defineRoute({
    method: 'post',
    path: TestMakingPaths.shuffle,
    tag: 'testMaking',
    summary: 'Starts a shuffle for a group or a student (a shuffle job; progress on the admin socket)',
    access: admin,
    capability: 'tests',
    body: { schema: ShuffleRequestSchema, contentTypes: JSON_BODY },
    status: 202,
    response: JobStartedResponseSchema,
  }),
  shuffleJob: defineRoute({
    method: 'get',
    path: TestMakingPaths.shuffleJob,
    tag: 'testMaking',
    summary: "A shuffle's state and, once done, its composition and missing parts",
    access: admin,
    capability: 'tests',
    params: ShuffleJobParamsSchema,
    response: ShuffleResultResponseSchema,
  }),
  shufflePerStudent: defineRoute({
    method: 'post',
    path: TestMakingPaths.shufflePerStudent,
    tag: 'testMaking',
    summary: 'Starts a per-student shuffle: each group member gets a test avoiding their own history',
    access: admin,
    capability: 'tests',
    body: { schema: ShufflePerStudentRequestSchema, contentTypes: JSON_BODY },
    status: 202,
    response: JobStartedResponseSchema,
  }),
  shufflePerStudentJob: defineRoute({
    method: 'get',
    path: TestMakingPaths.shufflePerStudentJob,
    tag: 'testMaking',
    summary: "A per-student shuffle's progress and outcome",
    access: admin,
    capability: 'tests',
    params: ShuffleJobParamsSchema,
    response: PerStudentResultResponseSchema,
  }),
  exposure: defineRoute({
    method: 'get',
    path: TestMakingPaths.exposure,
    tag: 'testMaking',
    summary: 'Exposure report: the parts each student has seen and what the bank has left for them',
    access: admin,
    capability: 'tests',
    query: ExposureQuerySchema,
    response: ExposureResponseSchema,
  }),
};
