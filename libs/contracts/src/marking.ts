import { z } from 'zod';
import { BandSchema, CriteriaSchema } from './results';
import { storableText } from './storable-text';
import { defineRoute, JSON_BODY } from './routes/define-route';

/** Writing marking for a centre's examiners: a queue of scripts, each marked by the rubric's four criteria. */
export const MarkingPaths = {
  scripts: '/admin/marking/scripts',
  script: '/admin/marking/scripts/:attemptId',
  /** PUT: the signed-in marker's mark of one task (draft or submitted). */
  taskMark: '/admin/marking/scripts/:attemptId/tasks/:task',
  /** GET/PUT: whether every script is marked twice (a third marker settles a gap over one band). */
  settings: '/admin/marking/settings',
} as const;

export const MARKING_COMMENT_MAX_LENGTH = 4000;
/** Spec 1 §2.4: minimum words per task. */
export const WRITING_MINIMUM_WORDS = { 1: 150, 2: 250 } as const;
/** With second marking on, two marks further apart than this on any criterion call for a third marker. */
export const SECOND_MARKING_MAX_GAP = 1;

export const MarkingTexts = {
  title: 'Writing Marking',
  subtitle: 'Scripts waiting for an examiner',
  loading: 'Loading scripts...',
  failedToLoad: 'Failed to load scripts',
  loadingScript: 'Loading script...',
  failedToLoadScript: 'Failed to load the script',
  noScripts: 'No scripts to mark',
  filters: {
    status: 'Status',
    assignment: 'Test',
    search: 'Search candidates...',
    all: 'All',
    mine: 'Only scripts waiting for my mark',
  },
  markedBy: 'Marked by',
  statuses: {
    to_mark: 'To mark',
    draft: 'Draft',
    needs_second: 'Needs second marker',
    needs_third: 'Needs third marker',
    marked: 'Marked',
  },
  candidate: 'Candidate',
  test: 'Test',
  submitted: 'Submitted',
  words: 'Words',
  open: 'Mark',
  actions: 'Actions',
  tryAgain: 'Try again',
  back: 'Back to scripts',
  /** {n} is 1 or 2. */
  task: 'Task {n}',
  prompt: 'Task prompt',
  response: "Candidate's response",
  noResponse: 'No response was written.',
  /** {count} words written, {min} the minimum. */
  wordCount: '{count} words',
  underLength: 'Under length: {count} of at least {min} words',
  underLengthBadge: 'Under length',
  criteria: {
    ta: 'Task Achievement / Response',
    cc: 'Coherence and Cohesion',
    lr: 'Lexical Resource',
    gra: 'Grammatical Range and Accuracy',
  },
  descriptors: 'Band descriptors (public summary)',
  comment: 'Comment for the candidate',
  /** {count} characters typed of {max}. */
  commentCount: '{count} / {max} characters',
  noBand: 'No band',
  saveDraft: 'Save draft',
  submit: 'Submit mark',
  saving: 'Saving...',
  draftSaved: 'Draft saved',
  markSubmitted: 'Mark submitted',
  failedToSave: 'Failed to save the mark',
  taskBand: 'Task band',
  writingBand: 'Writing band',
  otherMarks: 'Other markers',
  /** {tolerance} is the script's tolerance in bands, {decides} what the senior's mark does (finalRuleEffect). */
  flaggedForThird: 'The two marks differ by more than {tolerance} on a criterion: a senior examiner marks, and {decides}.',
  secondMarking: 'Second marking',
  secondMarkingHint:
    'Every script is marked by two different examiners; a gap wider than the tolerance on a criterion calls for a senior examiner. A change applies to scripts not marked yet: marked scripts and released results keep their bands.',
  tolerance: 'Tolerance',
  finalRule: 'When a senior examiner marks',
  settingsSaved: 'Marking settings saved',
  failedToSaveSettings: 'Failed to save the marking settings',
  // errors
  notFound: 'Script not found',
  taskNotFound: 'This test has no such writing task',
  bandRequired: 'Give every criterion a band from 0 to 9 in half bands',
  alreadyMarked: 'This task is already marked by enough examiners',
  alreadySubmitted: 'Your mark is submitted and can no longer be changed',
  notYourTurn: 'You have already marked this script: a different examiner gives the next mark',
} as const;

export const MarkingStatusSchema = z.enum(['to_mark', 'draft', 'needs_second', 'needs_third', 'marked']);
export type MarkingStatus = z.infer<typeof MarkingStatusSchema>;

export const ScriptsQuerySchema = z.object({
  status: z.union([MarkingStatusSchema, z.literal('all')]).default('all'),
  /** 'true': only the scripts waiting for the caller's own mark (their queue). */
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  assignment_id: z.uuid().optional(),
  q: storableText().trim().max(120).optional(),
});
export type ScriptsQuery = z.infer<typeof ScriptsQuerySchema>;

export const ScriptListItemSchema = z.object({
  attempt_id: storableText(),
  assignment_id: storableText(),
  test_title: storableText(),
  student: z.object({ id: storableText(), name: storableText(), candidate_id: storableText() }),
  submitted_at: storableText().nullable(),
  status: MarkingStatusSchema,
  /** Who has submitted a mark on it so far, in order. */
  markers: z.array(storableText()),
  /** Whether a task of it waits for a mark the caller has not given (the caller's queue). */
  awaiting_me: z.boolean(),
  word_counts: z.array(z.object({ task: z.number().int(), words: z.number().int(), minimum: z.number().int() })),
  writing_band: z.number().nullable(),
});
export type ScriptListItem = z.infer<typeof ScriptListItemSchema>;
export const ScriptsResponseSchema = z.object({ success: z.literal(true), scripts: z.array(ScriptListItemSchema) });
export type ScriptsResponse = z.infer<typeof ScriptsResponseSchema>;

/**
 * The rule a script's Writing was settled under: 'single' (the first submitted mark stands) or 'second'
 * (two examiners, a third on a gap). Recorded when the script is settled, so a later change of the
 * centre's setting leaves it, its band and a released result as they were.
 */
export const WritingMarkingRuleSchema = z.enum(['single', 'second']);
export type WritingMarkingRule = z.infer<typeof WritingMarkingRuleSchema>;

/** How a task marked twice and then by a senior examiner is settled: the senior's mark, or its mean with the nearer first mark. */
export const FinalMarkRules = ['senior', 'average'] as const;
export const FinalMarkRuleSchema = z.enum(FinalMarkRules);
export type FinalMarkRule = z.infer<typeof FinalMarkRuleSchema>;

export const MarkStatusSchema = z.enum(['draft', 'submitted']);
export type MarkStatus = z.infer<typeof MarkStatusSchema>;

export const TaskMarkSchema = z.object({
  marker_id: storableText(),
  marker_name: storableText(),
  criteria: z.object({
    ta: BandSchema.nullable(),
    cc: BandSchema.nullable(),
    lr: BandSchema.nullable(),
    gra: BandSchema.nullable(),
  }),
  comment: storableText(),
  status: MarkStatusSchema,
  updated_at: storableText(),
});
export type TaskMark = z.infer<typeof TaskMarkSchema>;

export const ScriptTaskSchema = z.object({
  task: z.union([z.literal(1), z.literal(2)]),
  title: storableText().nullable(),
  question_type: storableText().nullable(),
  prompt: storableText(),
  /** Task 1's chart as authored (the writing-charts feature draws it); null when none. */
  chart: z.unknown().nullable(),
  /** Task 1's image URL when the part has one. */
  image_url: storableText().nullable(),
  response: storableText(),
  word_count: z.number().int().min(0),
  minimum_words: z.number().int().min(0),
  under_length: z.boolean(),
  /** The signed-in marker's own mark, if any. */
  my_mark: TaskMarkSchema.nullable(),
  /** Other markers' submitted marks (shown once mine is submitted, so the second mark stays blind). */
  other_marks: z.array(TaskMarkSchema),
  status: MarkingStatusSchema,
  /** Final task band once settled. */
  band: z.number().nullable(),
});
export type ScriptTask = z.infer<typeof ScriptTaskSchema>;

export const ScriptSchema = z.object({
  attempt_id: storableText(),
  assignment_id: storableText(),
  test_title: storableText(),
  student: z.object({ id: storableText(), name: storableText(), candidate_id: storableText() }),
  submitted_at: storableText().nullable(),
  second_marking: z.boolean(),
  /** Marked twice: the widest gap on a criterion before a senior examiner marks, and what the senior's mark does. */
  tolerance: z.number(),
  final_rule: FinalMarkRuleSchema,
  status: MarkingStatusSchema,
  tasks: z.array(ScriptTaskSchema),
  writing_band: z.number().nullable(),
});
export type Script = z.infer<typeof ScriptSchema>;
export const ScriptResponseSchema = z.object({ success: z.literal(true), script: ScriptSchema });
export type ScriptResponse = z.infer<typeof ScriptResponseSchema>;

export const TaskMarkParamSchema = z.object({
  attemptId: z.uuid(),
  task: z.enum(['1', '2'], { error: MarkingTexts.taskNotFound }).transform((task) => Number(task) as 1 | 2),
});

/** A draft may leave criteria empty; a submitted mark gives all four. */
export const SaveTaskMarkRequestSchema = z
  .object({
    criteria: z.object({
      ta: BandSchema.nullable(),
      cc: BandSchema.nullable(),
      lr: BandSchema.nullable(),
      gra: BandSchema.nullable(),
    }),
    comment: storableText().max(MARKING_COMMENT_MAX_LENGTH).default(''),
    status: MarkStatusSchema,
  })
  .refine((body) => body.status === 'draft' || CriteriaSchema.safeParse(body.criteria).success, {
    error: MarkingTexts.bandRequired,
    path: ['criteria'],
  });
export type SaveTaskMarkRequest = z.infer<typeof SaveTaskMarkRequestSchema>;

export const MarkingLimits = {
  /** The widest gap two examiners may have on a criterion before a senior examiner marks (in bands). */
  toleranceMin: 0.5,
  toleranceMax: 3,
  toleranceDefault: 1,
} as const;

const toleranceField = () =>
  z
    .number({ error: 'Tolerance must be a number of bands' })
    .min(MarkingLimits.toleranceMin, `Tolerance must be at least ${MarkingLimits.toleranceMin} band`)
    .max(MarkingLimits.toleranceMax, `Tolerance must be at most ${MarkingLimits.toleranceMax} bands`)
    .refine((v) => Number.isInteger(v * 2), 'Tolerance must be in half bands');

/**
 * A centre's writing marking: once (the first submitted mark stands), or twice by two examiners whose
 * marks within `tolerance` bands on every criterion settle at their mean; further apart, a senior
 * examiner marks and `final_rule` decides.
 */
export const MarkingSettingsSchema = z.object({
  second_marking: z.boolean(),
  tolerance: toleranceField(),
  final_rule: FinalMarkRuleSchema,
});
export type MarkingSettings = z.infer<typeof MarkingSettingsSchema>;
/** PUT /admin/marking/settings: the switch, and optionally the tolerance and the final rule (kept when left out). */
export const MarkingSettingsRequestSchema = MarkingSettingsSchema.partial({ tolerance: true, final_rule: true });
export type MarkingSettingsRequest = z.infer<typeof MarkingSettingsRequestSchema>;
export const MarkingSettingsResponseSchema = z.object({ success: z.literal(true), settings: MarkingSettingsSchema });

/** The rule a script is banded under, recorded with its band when it is settled. */
export interface MarkingPolicy {
  rule: WritingMarkingRule;
  tolerance: number;
  final: FinalMarkRule;
}

/** What each final rule does, as the settings and a flagged script say it. */
export const FINAL_RULE_LABELS: Record<FinalMarkRule, string> = {
  senior: "the senior examiner's mark stands",
  average: "the senior's mark is averaged with the nearer first mark",
};

/** A tolerance as the screens say it: '1 band', '1.5 bands'. */
export function toleranceLabel(tolerance: number): string {
  return `${tolerance} ${tolerance === 1 ? 'band' : 'bands'}`;
}

export const DEFAULT_MARKING_SETTINGS: MarkingSettings = {
  second_marking: false,
  tolerance: MarkingLimits.toleranceDefault,
  final_rule: 'senior',
};

/**
 * Public band descriptor summaries (paraphrased from the publicly available IELTS Writing band
 * descriptors), shown beside the marking form: what bands 9, 7, 5 and 3 look like per criterion.
 */
export const BAND_DESCRIPTOR_SUMMARY: Record<'ta' | 'cc' | 'lr' | 'gra', readonly { band: number; summary: string }[]> = {
  ta: [
    {
      band: 9,
      summary: 'Fully addresses all parts of the task; a fully developed position or overview with relevant, extended ideas.',
    },
    {
      band: 7,
      summary: 'Addresses all parts; a clear position or overview; main ideas extended and supported, some may over-generalise.',
    },
    {
      band: 5,
      summary: 'Addresses the task only partly; position or overview unclear; limited, sometimes irrelevant development.',
    },
    { band: 3, summary: 'Does not adequately address any part of the task; few ideas, largely undeveloped or irrelevant.' },
  ],
  cc: [
    { band: 9, summary: 'Cohesion attracts no attention; paragraphing managed skilfully.' },
    { band: 7, summary: 'Logically organised with clear progression; a range of cohesive devices, some over- or under-use.' },
    { band: 5, summary: 'Some organisation but no overall progression; cohesive devices inadequate, inaccurate or overused.' },
    { band: 3, summary: 'Ideas not organised logically; very limited linking devices.' },
  ],
  lr: [
    { band: 9, summary: 'Wide range of vocabulary used naturally and precisely; rare minor slips.' },
    {
      band: 7,
      summary:
        'Sufficient range for flexibility and precision; some less common items; occasional errors in word choice or spelling.',
    },
    {
      band: 5,
      summary: 'Limited range, minimally adequate; noticeable errors in spelling or word formation that may cause difficulty.',
    },
    { band: 3, summary: 'Very limited range of words and expressions; errors may severely distort the message.' },
  ],
  gra: [
    { band: 9, summary: 'Wide range of structures with full flexibility and accuracy; rare minor errors.' },
    { band: 7, summary: 'A variety of complex structures; frequent error-free sentences; good control with a few errors.' },
    { band: 5, summary: 'Limited range of structures; attempts complex sentences but less accurately; frequent errors.' },
    { band: 3, summary: 'Attempts sentence forms but errors predominate and distort the meaning.' },
  ],
};

const admin = ['admin'] as const;

/** Writing marking for a centre's examiners (its admins). */
export const MarkingRoutes = {
  scripts: defineRoute({
    method: 'get',
    path: MarkingPaths.scripts,
    tag: 'results',
    summary: 'Writing scripts to mark and marked, with filters',
    access: admin,
    capability: 'mark',
    query: ScriptsQuerySchema,
    response: ScriptsResponseSchema,
  }),
  settings: defineRoute({
    method: 'get',
    path: MarkingPaths.settings,
    tag: 'results',
    summary: 'Whether every script is marked twice',
    access: admin,
    capability: 'mark',
    response: MarkingSettingsResponseSchema,
  }),
  saveSettings: defineRoute({
    method: 'put',
    path: MarkingPaths.settings,
    tag: 'results',
    summary: 'Turns second marking on or off',
    access: admin,
    capability: 'settings',
    body: { schema: MarkingSettingsRequestSchema, contentTypes: JSON_BODY },
    response: MarkingSettingsResponseSchema,
  }),
  script: defineRoute({
    method: 'get',
    path: MarkingPaths.script,
    tag: 'results',
    summary: "One script: each task's prompt, response, word count and marks",
    access: admin,
    capability: 'mark',
    response: ScriptResponseSchema,
  }),
  saveTaskMark: defineRoute({
    method: 'put',
    path: MarkingPaths.taskMark,
    tag: 'results',
    summary: "The signed-in examiner's mark of one task, as a draft or submitted",
    access: admin,
    capability: 'mark',
    params: TaskMarkParamSchema,
    body: { schema: SaveTaskMarkRequestSchema, contentTypes: JSON_BODY },
    response: ScriptResponseSchema,
  }),
};
