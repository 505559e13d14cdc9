import { z } from 'zod';
import { ResultTexts } from './result-texts';
import { MarkedQuestionSchema } from './practice-tests';
import { storableText } from './storable-text';
import { defineRoute, JSON_BODY } from './routes/define-route';
import { ReleaseModeSchema } from './assignments';

/**
 * Results: marked sittings for candidates (after release) and for their centre (always). A sitting is
 * one attempt; each of its sections has a result row the marking fills in.
 */
export const ResultPaths = {
  /** The signed-in candidate's sittings and, once released, their bands. */
  mine: '/me/results',
  /** One sitting for its centre: every section's questions against the key, and the writing marks. */
  attempt: '/admin/results/attempts/:attemptId',
  releaseAttempt: '/admin/results/attempts/:attemptId/release',
  /** The sitting's Speaking band, recorded by the centre's examiner (Speaking is not sat on the platform). */
  speaking: '/admin/results/attempts/:attemptId/speaking',
  /** An assignment's results table, band distribution and per-question difficulty. */
  assignment: '/admin/results/assignments/:assignmentId',
  releaseAssignment: '/admin/results/assignments/:assignmentId/release',
  /** Marks Listening and Reading again with the parts' current keys (after a key correction). */
  remarkAssignment: '/admin/results/assignments/:assignmentId/remark',
  /** The group's results as a file: ?format=csv or xlsx. */
  exportAssignment: '/admin/results/assignments/:assignmentId/export',
  /** The raw-score-to-band tables a test is marked with, and which Reading table applies. */
  bandTables: '/admin/results/tests/:testId/band-tables',
} as const;

/** Results are promised this long after submission (spec 2). */
export const RESULTS_PROMISED_WITHIN_HOURS = 48;

export const ReadingModuleSchema = z.enum(['academic', 'general_training']);
export type ReadingModule = z.infer<typeof ReadingModuleSchema>;

/** The top of the band scale. */
export const MAX_BAND = 9;

/** A band on the 0-9 scale in halves. */
export const BandSchema = z
  .number()
  .min(0)
  .max(MAX_BAND)
  .refine((b) => Number.isInteger(b * 2), 'A band is a whole or half band from 0 to 9');

/** Raw score to band: rows of [lowest raw score, band], highest first, ending at raw 0. */
export const BandTableRowsSchema = z.array(z.tuple([z.number().int().min(0).max(40), BandSchema])).min(1);
export type BandTableRows = z.infer<typeof BandTableRowsSchema>;

export const BandTablesSchema = z.object({
  reading_module: ReadingModuleSchema,
  listening: BandTableRowsSchema,
  reading: BandTableRowsSchema,
});
export type BandTables = z.infer<typeof BandTablesSchema>;
export const BandTablesResponseSchema = z.object({
  success: z.literal(true),
  /** True while the test uses the published tables unchanged. */
  is_default: z.boolean(),
  tables: BandTablesSchema,
});
export type BandTablesResponse = z.infer<typeof BandTablesResponseSchema>;

/**
 * Which overall band a result carries: 'four_skills', IELTS's mean of Listening, Reading, Writing and
 * Speaking once the centre has recorded Speaking; 'lrw_average', the mean of the skills sat on the
 * platform, until then.
 */
export const OverallKindSchema = z.enum(['four_skills', 'lrw_average']);
export type OverallKind = z.infer<typeof OverallKindSchema>;

/**
 * PUT {speaking}: `{ "band": 6.5 }` records the sitting's Speaking band (0-9 in half bands) with the
 * signed-in examiner and the date; `{ "band": null }` clears it. Recorded after release, it changes
 * the released overall band at once: a certificate's overall includes Speaking once it is recorded.
 */
export const RecordSpeakingRequestSchema = z
  .object({
    band: z
      .number({ error: ResultTexts.invalidSpeakingBand })
      .min(0, { error: ResultTexts.invalidSpeakingBand })
      .max(MAX_BAND, { error: ResultTexts.invalidSpeakingBand })
      .refine((b) => Number.isInteger(b * 2), { error: ResultTexts.invalidSpeakingBand })
      .nullable(),
  })
  .strict();
export type RecordSpeakingRequest = z.infer<typeof RecordSpeakingRequestSchema>;

/** A sitting's Speaking as the centre sees it: the band, who recorded it and when. */
export const SpeakingRecordSchema = z.object({
  band: z.number(),
  examiner_name: storableText(),
  recorded_at: storableText(),
});
export type SpeakingRecord = z.infer<typeof SpeakingRecordSchema>;

export const ResultSectionSchema = z.enum(['listening', 'reading', 'writing']);
/** pending: closed, not marked yet; awaiting_marking: writing waits for an examiner; marked: done. */
export const SectionResultStatusSchema = z.enum(['pending', 'awaiting_marking', 'marked']);
export type SectionResultStatus = z.infer<typeof SectionResultStatusSchema>;

export const CriteriaSchema = z.object({ ta: BandSchema, cc: BandSchema, lr: BandSchema, gra: BandSchema });
export type Criteria = z.infer<typeof CriteriaSchema>;

/** One writing task's marking as the candidate and centre see it. */
export const WritingTaskFeedbackSchema = z.object({
  task: z.union([z.literal(1), z.literal(2)]),
  /** The mean of the four criteria to the half band, as bands are reported (exam-core's roundedTaskBand). */
  band: z.number().nullable(),
  criteria: z.object({ ta: z.number(), cc: z.number(), lr: z.number(), gra: z.number() }).nullable(),
  comment: storableText(),
  word_count: z.number().int().min(0),
});
export type WritingTaskFeedback = z.infer<typeof WritingTaskFeedbackSchema>;

export const SectionResultSchema = z.object({
  section: ResultSectionSchema,
  status: SectionResultStatusSchema,
  raw_score: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  band: z.number().nullable(),
  /** Listening and Reading: every answer slot against the key. Empty for writing. */
  questions: z.array(MarkedQuestionSchema),
});
export type SectionResult = z.infer<typeof SectionResultSchema>;

export const SittingStatusSchema = z.enum(['not_started', 'in_progress', 'marking', 'awaiting_writing', 'ready', 'released']);
export type SittingStatus = z.infer<typeof SittingStatusSchema>;

/** A candidate's sitting on /test-results: bands, questions and feedback only once released. */
export const CandidateSittingSchema = z.object({
  attempt_id: storableText(),
  test_title: storableText(),
  submitted_at: storableText(),
  /** submitted_at + 48 hours. */
  expected_by: storableText(),
  released: z.boolean(),
  released_at: storableText().nullable(),
  /** What the centre lets the candidate see once released (raw scores and answers are left out below it). */
  release_mode: ReleaseModeSchema,
  overall_band: z.number().nullable(),
  /** Which overall overall_band is. */
  overall_kind: OverallKindSchema,
  /** Null until release, and while the centre has not recorded one. */
  speaking_band: z.number().nullable(),
  /** Empty until release. */
  sections: z.array(SectionResultSchema),
  writing_feedback: z.array(WritingTaskFeedbackSchema),
});
export type CandidateSitting = z.infer<typeof CandidateSittingSchema>;
export const CandidateResultsResponseSchema = z.object({ success: z.literal(true), sittings: z.array(CandidateSittingSchema) });
export type CandidateResultsResponse = z.infer<typeof CandidateResultsResponseSchema>;

/** One sitting for its centre. */
export const AttemptResultSchema = z.object({
  attempt_id: storableText(),
  assignment_id: storableText(),
  test_id: storableText(),
  test_title: storableText(),
  student: z.object({ id: storableText(), name: storableText(), candidate_id: storableText() }),
  status: SittingStatusSchema,
  completed_at: storableText().nullable(),
  released_at: storableText().nullable(),
  overall_band: z.number().nullable(),
  /** Which overall overall_band is. */
  overall_kind: OverallKindSchema,
  speaking_band: z.number().nullable(),
  /** The recorded Speaking with its examiner and date; null while not recorded. */
  speaking: SpeakingRecordSchema.nullable(),
  sections: z.array(SectionResultSchema),
  writing_feedback: z.array(WritingTaskFeedbackSchema),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;
export const AttemptResultResponseSchema = z.object({ success: z.literal(true), result: AttemptResultSchema });
export type AttemptResultResponse = z.infer<typeof AttemptResultResponseSchema>;

const SkillScoreSchema = z.object({ raw_score: z.number().int(), max_score: z.number().int(), band: z.number() }).nullable();

export const AssignmentResultRowSchema = z.object({
  user_id: storableText(),
  name: storableText(),
  candidate_id: storableText(),
  attempt_id: storableText().nullable(),
  status: SittingStatusSchema,
  completed_at: storableText().nullable(),
  listening: SkillScoreSchema,
  reading: SkillScoreSchema,
  writing_band: z.number().nullable(),
  speaking_band: z.number().nullable(),
  overall_band: z.number().nullable(),
  /** Which overall overall_band is. */
  overall_kind: OverallKindSchema,
});
export type AssignmentResultRow = z.infer<typeof AssignmentResultRowSchema>;

export const QuestionDifficultySchema = z.object({
  section: z.enum(['listening', 'reading']),
  question: storableText(),
  /** Marked sittings that earned this slot's every mark, over those marked. */
  share_correct: z.number().min(0).max(1),
  marked: z.number().int().min(0),
});
export type QuestionDifficulty = z.infer<typeof QuestionDifficultySchema>;

export const AssignmentResultsSchema = z.object({
  assignment_id: storableText(),
  test_id: storableText(),
  test_title: storableText(),
  target: storableText(),
  reading_module: ReadingModuleSchema,
  rows: z.array(AssignmentResultRowSchema),
  /** Overall bands of fully marked sittings, one bar per half band that occurs. */
  distribution: z.array(z.object({ band: z.number(), count: z.number().int().min(0) })),
  questions: z.array(QuestionDifficultySchema),
});
export type AssignmentResults = z.infer<typeof AssignmentResultsSchema>;
export const AssignmentResultsResponseSchema = z.object({ success: z.literal(true), results: AssignmentResultsSchema });
export type AssignmentResultsResponse = z.infer<typeof AssignmentResultsResponseSchema>;

export const ResultsExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type ResultsExportFormat = z.infer<typeof ResultsExportQuerySchema>['format'];

export const ReleaseResponseSchema = z.object({ success: z.literal(true), released: z.number().int().min(0) });
export type ReleaseResponse = z.infer<typeof ReleaseResponseSchema>;
export const RemarkResponseSchema = z.object({ success: z.literal(true), queued: z.number().int().min(0) });
export type RemarkResponse = z.infer<typeof RemarkResponseSchema>;

/** The columns of the group export, in order (CSV header and XLSX first row alike). */
export const RESULTS_EXPORT_COLUMNS = [
  'Candidate ID',
  'Name',
  'Status',
  'Listening raw',
  'Listening band',
  'Reading raw',
  'Reading band',
  'Writing band',
  'Speaking band',
  'Overall band',
  /** Per row: "L/R/W/S" (IELTS's overall of the four skills) or "L/R/W average" (no Speaking recorded). */
  'Overall basis',
  'Completed at',
] as const;

const admin = ['admin'] as const;

/** The results routes: a candidate's own, and a centre's sittings, assignments, release, band tables and export. */
export const ResultRoutes = {
  mine: defineRoute({
    method: 'get',
    path: ResultPaths.mine,
    tag: 'results',
    summary: "The signed-in candidate's completed sittings; bands, answers against the key and feedback once released",
    access: ['test_taker'],
    response: CandidateResultsResponseSchema,
  }),
  attempt: defineRoute({
    method: 'get',
    path: ResultPaths.attempt,
    tag: 'results',
    summary: 'One sitting: every section with its questions against the key, and the writing marks',
    access: admin,
    capability: 'results',
    response: AttemptResultResponseSchema,
  }),
  releaseAttempt: defineRoute({
    method: 'post',
    path: ResultPaths.releaseAttempt,
    tag: 'results',
    summary: 'Releases a fully marked sitting to its candidate (409 until every section is marked)',
    access: admin,
    capability: 'results',
    status: 200,
    response: ReleaseResponseSchema,
  }),
  recordSpeaking: defineRoute({
    method: 'put',
    path: ResultPaths.speaking,
    tag: 'results',
    summary:
      "Records the sitting's Speaking band (0-9 in half bands) with the signed-in examiner and the date, or clears it with null; the overall band then counts all four skills, a released one included",
    access: admin,
    capability: 'results',
    body: { schema: RecordSpeakingRequestSchema, contentTypes: JSON_BODY },
    response: AttemptResultResponseSchema,
  }),
  assignment: defineRoute({
    method: 'get',
    path: ResultPaths.assignment,
    tag: 'results',
    summary: "An assignment's results: a row per candidate, the overall band distribution and each question's share correct",
    access: admin,
    capability: 'results',
    response: AssignmentResultsResponseSchema,
  }),
  releaseAssignment: defineRoute({
    method: 'post',
    path: ResultPaths.releaseAssignment,
    tag: 'results',
    summary: 'Releases every fully marked sitting of the assignment (409 when there is none)',
    access: admin,
    capability: 'results',
    status: 200,
    response: ReleaseResponseSchema,
  }),
  remarkAssignment: defineRoute({
    method: 'post',
    path: ResultPaths.remarkAssignment,
    tag: 'results',
    summary: "Marks the assignment's Listening and Reading again with the parts' current keys",
    access: admin,
    capability: 'results',
    status: 200,
    response: RemarkResponseSchema,
  }),
  exportAssignment: defineRoute({
    method: 'get',
    path: ResultPaths.exportAssignment,
    tag: 'results',
    summary: "The group's results as a file: format=csv (default) or format=xlsx, the same columns and values",
    access: admin,
    capability: 'results',
    query: ResultsExportQuerySchema,
    response: { file: 'text/csv' },
  }),
  bandTables: defineRoute({
    method: 'get',
    path: ResultPaths.bandTables,
    tag: 'results',
    summary: 'The raw-score-to-band tables a test is marked with, and which Reading table applies',
    access: admin,
    capability: 'results',
    response: BandTablesResponseSchema,
  }),
  saveBandTables: defineRoute({
    method: 'put',
    path: ResultPaths.bandTables,
    tag: 'results',
    summary: "Sets a test's band tables and re-bands its marked sittings",
    access: admin,
    capability: 'results',
    body: { schema: BandTablesSchema, contentTypes: JSON_BODY },
    response: BandTablesResponseSchema,
  }),
};
