import { z } from 'zod';
import { AssignmentTexts } from './assignment-texts';
import { ASSIGNMENT_NOTES_MAX_LENGTH, ASSIGNMENTS_PAGE_SIZE } from './limits';
import { OkSchema } from './envelope';
import { pageQuery } from './groups';
import { defineRoute, JSON_BODY } from './routes/define-route';
import { storableText } from './storable-text';

/** The assignment calls of the admin console. */
export const AssignmentPaths = {
  list: '/admin/test-making/assignments',
  composition: '/admin/test-making/assigned-test/:testId',
  create: '/assignments',
  one: '/assignments/:id',
} as const;

const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const AssignmentsQuerySchema = pageQuery(ASSIGNMENTS_PAGE_SIZE).extend({
  activeOnly: flag,
  latestPerTarget: flag,
});
export type AssignmentsQuery = z.infer<typeof AssignmentsQuerySchema>;

/** What candidates see once results are released: bands only, bands and raw scores, or also every answer against the key. */
export const ReleaseModes = ['bands', 'scores', 'answers'] as const;
export const ReleaseModeSchema = z.enum(ReleaseModes);
export type ReleaseMode = z.infer<typeof ReleaseModeSchema>;
export const RELEASE_MODE_LABELS: Record<ReleaseMode, string> = {
  bands: 'Bands only',
  scores: 'Bands and raw scores',
  answers: 'Bands, raw scores, and each answer with the key',
};

/** A released sitting as its release mode lets the candidate see it: fewer fields, never more. */
export function releasedView<S extends { raw_score: number | null; max_score: number | null; questions: readonly unknown[] }>(
  section: S,
  mode: ReleaseMode,
): S {
  if (mode === 'answers') return section;
  if (mode === 'scores') return { ...section, questions: [] };
  return { ...section, raw_score: null, max_score: null, questions: [] };
}

export const AssignmentListItemSchema = z.object({
  assignment_id: storableText(),
  id: storableText(),
  test_id: storableText(),
  test_title: storableText(),
  target_type: z.enum(['group', 'student']),
  group_id: storableText().nullable(),
  group_name: storableText().nullable(),
  user_id: storableText().nullable(),
  first_name: storableText().nullable(),
  last_name: storableText().nullable(),
  candidate_id: storableText().nullable(),
  assigned_at: storableText(),
  due_at: storableText().nullable(),
  opens_at: storableText().nullable(),
  closes_at: storableText().nullable(),
  notes: storableText(),
  release_mode: ReleaseModeSchema,
  active: z.boolean(),
  started_count: z.number().int(),
  /** Of those started, how many have submitted (their answers final), and how many of those have results released. */
  submitted_count: z.number().int(),
  released_count: z.number().int(),
});
export type AssignmentListItem = z.infer<typeof AssignmentListItemSchema>;

export const AssignmentsResponseSchema = z.object({
  success: z.literal(true),
  assignments: z.array(AssignmentListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AssignmentsResponse = z.infer<typeof AssignmentsResponseSchema>;

export const CompositionPartSchema = z.object({
  id: storableText(),
  section: z.enum(['listening', 'reading', 'writing']),
  part: z.number().int(),
  title: storableText(),
  test_group: storableText(),
});
export type CompositionPart = z.infer<typeof CompositionPartSchema>;
export const CompositionResponseSchema = z.object({ success: z.literal(true), examParts: z.array(CompositionPartSchema) });
export type CompositionResponse = z.infer<typeof CompositionResponseSchema>;

const instant = z.iso.datetime({ offset: true }).nullish();

export const CreateAssignmentRequestSchema = z
  .object({
    test_id: z.uuid({ error: AssignmentTexts.testNotFound }),
    group_id: z.uuid().nullish(),
    user_id: z.uuid().nullish(),
    due_at: instant,
    opens_at: instant,
    closes_at: instant,
    notes: storableText().trim().max(ASSIGNMENT_NOTES_MAX_LENGTH).default(''),
  })
  .refine((b) => !b.group_id !== !b.user_id, { message: AssignmentTexts.oneTarget, path: ['group_id'] })
  .refine((b) => !b.opens_at || !b.closes_at || new Date(b.closes_at) > new Date(b.opens_at), {
    message: AssignmentTexts.closesBeforeOpens,
    path: ['closes_at'],
  });
export type CreateAssignmentRequest = z.input<typeof CreateAssignmentRequestSchema>;
export type CreateAssignmentInput = z.output<typeof CreateAssignmentRequestSchema>;

/**
 * PUT /assignments/:id: the opening and closing times (null or missing: none) and, when given, the
 * notes and what candidates see after release. A closing time already past is refused only when it changes.
 */
export const UpdateAssignmentRequestSchema = z
  .object({
    opens_at: instant,
    closes_at: instant,
    notes: storableText().trim().max(ASSIGNMENT_NOTES_MAX_LENGTH).optional(),
    /** Kept when left out. */
    release_mode: ReleaseModeSchema.optional(),
  })
  .refine((b) => !b.opens_at || !b.closes_at || new Date(b.closes_at) > new Date(b.opens_at), {
    message: AssignmentTexts.closesBeforeOpens,
    path: ['closes_at'],
  });
export type UpdateAssignmentRequest = z.input<typeof UpdateAssignmentRequestSchema>;
export type UpdateAssignmentInput = z.output<typeof UpdateAssignmentRequestSchema>;

/**
 * Deleting an assignment candidates have submitted deletes their answers and results with it: the
 * request must name it (its test's title, exactly) to go through.
 */
export const DeleteAssignmentQuerySchema = z.object({ confirm_name: storableText().max(500).optional() });
export type DeleteAssignmentQuery = z.infer<typeof DeleteAssignmentQuerySchema>;

export const AssignmentResponseSchema = z.object({ success: z.literal(true), assignment: AssignmentListItemSchema });
export type AssignmentResponse = z.infer<typeof AssignmentResponseSchema>;

const admin = ['admin'] as const;

export const AssignmentRoutes = {
  list: defineRoute({
    method: 'get',
    path: AssignmentPaths.list,
    tag: 'testMaking',
    summary: "One page of the tenant's assignments, newest first (activeOnly=1, latestPerTarget=1 for the Active tab)",
    access: admin,
    capability: 'assignments',
    query: AssignmentsQuerySchema,
    response: AssignmentsResponseSchema,
  }),
  composition: defineRoute({
    method: 'get',
    path: AssignmentPaths.composition,
    tag: 'testMaking',
    summary: "The parts of one of the tenant's tests, in slot order",
    access: admin,
    capability: 'assignments',
    response: CompositionResponseSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: AssignmentPaths.create,
    tag: 'testMaking',
    summary: 'Assigns a test to a group or a student, optionally with opening and closing times',
    access: admin,
    capability: 'assignments',
    body: { schema: CreateAssignmentRequestSchema, contentTypes: JSON_BODY },
    response: AssignmentResponseSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: AssignmentPaths.one,
    tag: 'testMaking',
    summary: 'Sets the opening and closing times of an assignment (and its notes)',
    access: admin,
    capability: 'assignments',
    body: { schema: UpdateAssignmentRequestSchema, contentTypes: JSON_BODY },
    response: AssignmentResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: AssignmentPaths.one,
    tag: 'testMaking',
    summary:
      'Deletes an assignment with its attempts: 409 while anyone sits it; once anyone has submitted it, only with confirm_name set to its test title (else 409 on confirm_name)',
    access: admin,
    capability: 'assignments',
    query: DeleteAssignmentQuerySchema,
    response: OkSchema,
  }),
};
