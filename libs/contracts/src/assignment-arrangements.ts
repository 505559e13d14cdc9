import { z } from 'zod';
import { AssignmentTexts } from './assignment-texts';
import { OkSchema } from './envelope';
import { defineRoute, JSON_BODY } from './routes/define-route';
import { storableText } from './storable-text';
import { ArrangementsSchema } from './students';

/**
 * A candidate's arrangements for one assignment: their own sitting window, and extra time that
 * replaces their profile's for this test only. Each field null: the assignment's window, the
 * profile's extra time.
 */
export const AssignmentArrangementPaths = {
  list: '/assignments/:id/arrangements',
  one: '/assignments/:id/arrangements/:userId',
} as const;

export const AssignmentArrangementTexts = {
  title: 'Candidate arrangements',
  /** {title} is the test's title. */
  dialogTitle: 'Candidate arrangements: {title}',
  hint: "A candidate's own window and extra time for this test only. Left blank, the assignment's times and the student's profile apply.",
  button: 'Arrangements',
  loading: 'Loading candidates...',
  failedToLoad: 'Failed to load the candidates',
  noCandidates: 'This assignment has no candidates yet',
  candidate: 'Candidate',
  window: 'Window',
  extraTime: 'Extra time',
  assignmentWindow: "The assignment's",
  fromProfile: 'from the profile',
  forThisTest: 'for this test',
  none: 'None',
  edit: 'Edit',
  /** {name} is the candidate's name. */
  editTitle: 'Arrangements for {name}',
  extraPercentLabel: 'Extra time for this test (%)',
  extraMinutesLabel: 'Extra minutes per section for this test',
  blankForProfile: "Blank: the student's profile applies.",
  save: 'Save',
  clear: 'Clear arrangements',
  back: 'Back',
  close: 'Close',
  saved: 'Arrangements saved',
  cleared: 'Arrangements cleared',
  failedToSave: 'Failed to save the arrangements',
  candidateNotFound: 'This student is not a candidate of this assignment',
  sittingClosed: 'This candidate has submitted the test: their arrangements can no longer change',
} as const;

const extraPercent = ArrangementsSchema.shape.extra_time_percent.nullish();
const extraMinutes = ArrangementsSchema.shape.extra_time_minutes.nullish();
const instant = z.iso.datetime({ offset: true }).nullish();

/** PUT: every field (missing means none: the assignment's window, the profile's extra time). */
export const CandidateArrangementsRequestSchema = z
  .object({ opens_at: instant, closes_at: instant, extra_time_percent: extraPercent, extra_time_minutes: extraMinutes })
  .refine((b) => !b.opens_at || !b.closes_at || new Date(b.closes_at) > new Date(b.opens_at), {
    message: AssignmentTexts.closesBeforeOpens,
    path: ['closes_at'],
  });
export type CandidateArrangementsRequest = z.input<typeof CandidateArrangementsRequestSchema>;

export const CandidateArrangementsSchema = z.object({
  opens_at: storableText().nullable(),
  closes_at: storableText().nullable(),
  extra_time_percent: z.number().int().nullable(),
  extra_time_minutes: z.number().int().nullable(),
});
export type CandidateArrangements = z.infer<typeof CandidateArrangementsSchema>;

export const AssignmentCandidateSchema = z.object({
  user_id: storableText(),
  name: storableText(),
  candidate_id: storableText(),
  /** The extra time of the student's profile. */
  profile: z.object({ extra_time_percent: z.number().int(), extra_time_minutes: z.number().int() }),
  /** This assignment's arrangements; null when none. */
  own: CandidateArrangementsSchema.nullable(),
  /** Null until the candidate opens the test. */
  attempt_status: z.enum(['not_started', 'in_progress', 'completed']).nullable(),
});
export type AssignmentCandidate = z.infer<typeof AssignmentCandidateSchema>;

export const AssignmentCandidatesResponseSchema = z.object({
  success: z.literal(true),
  candidates: z.array(AssignmentCandidateSchema),
});
export const AssignmentCandidateResponseSchema = z.object({ success: z.literal(true), candidate: AssignmentCandidateSchema });

const admin = ['admin'] as const;

export const AssignmentArrangementRoutes = {
  list: defineRoute({
    method: 'get',
    path: AssignmentArrangementPaths.list,
    tag: 'testMaking',
    summary: "The assignment's candidates with their profile's extra time and their arrangements for this assignment",
    access: admin,
    capability: 'assignments',
    response: AssignmentCandidatesResponseSchema,
  }),
  set: defineRoute({
    method: 'put',
    path: AssignmentArrangementPaths.one,
    tag: 'testMaking',
    summary:
      "Sets a candidate's own window and extra time for this assignment (null: the assignment's window, the profile's extra time); the sections they have not started follow at once",
    access: admin,
    capability: 'assignments',
    body: { schema: CandidateArrangementsRequestSchema, contentTypes: JSON_BODY },
    response: AssignmentCandidateResponseSchema,
  }),
  clear: defineRoute({
    method: 'delete',
    path: AssignmentArrangementPaths.one,
    tag: 'testMaking',
    summary:
      "Clears a candidate's arrangements for this assignment: the assignment's window and the profile's extra time apply again",
    access: admin,
    capability: 'assignments',
    response: OkSchema,
  }),
};
