import { z } from 'zod';
import { storableText } from './storable-text';
import { defineRoute, JSON_BODY } from './routes/define-route';

/**
 * Item analysis: how each Listening and Reading question of an assignment behaved across its marked
 * sittings (facility, discrimination, the options chosen, the common wrong answers), and the one way a
 * centre widens a key for its own sittings: accepting an alternative typed answer, which re-marks
 * every candidate who gave it.
 */
export const ItemAnalysisPaths = {
  /** Assignments with marked Listening or Reading sittings. */
  list: '/admin/item-analysis',
  one: '/admin/item-analysis/:assignmentId',
  export: '/admin/item-analysis/:assignmentId/export',
  acceptedAnswers: '/admin/item-analysis/:assignmentId/accepted-answers',
} as const;

export const ItemSectionSchema = z.enum(['listening', 'reading']);
export type ItemSection = z.infer<typeof ItemSectionSchema>;

/** What a question asks for: a typed answer, one option, several letters, or TRUE/FALSE/NOT GIVEN and the like. */
export const ItemKindSchema = z.enum(['text', 'option', 'letters', 'judgement']);
export type ItemKind = z.infer<typeof ItemKindSchema>;

export const ItemFlags = ['too_easy', 'too_hard', 'negative_discrimination'] as const;
export const ItemFlagSchema = z.enum(ItemFlags);
export type ItemFlag = z.infer<typeof ItemFlagSchema>;

/**
 * Where an item is flagged: answered right by more than 90 % (it tells candidates apart little), by
 * fewer than 20 % (a key worth checking), or answered better by the weaker third than by the stronger.
 */
export const ITEM_FLAG_LIMITS = { tooEasyAbove: 0.9, tooHardBelow: 0.2 } as const;

/** Discrimination needs an upper and a lower third of at least one sitting each. */
export const ITEM_DISCRIMINATION_MIN_SITTINGS = 3;

/** How many distinct wrong typed answers an item lists. */
export const ITEM_WRONG_ANSWERS_SHOWN = 5;

export const ItemStatisticSchema = z.object({
  section: ItemSectionSchema,
  /** The question as the paper shows it (a choose-two's first number). */
  question: storableText(),
  numbers: z.array(z.number().int()),
  kind: ItemKindSchema,
  /** Marked sittings counted, and those among them that left it blank. */
  sittings: z.number().int().min(0),
  blank: z.number().int().min(0),
  /** Mean share of the item's marks earned (the share correct for a one-mark item). */
  facility: z.number().min(0).max(1),
  /** Facility of the upper third (by the section's raw score) minus that of the lower third; null below 3 sittings. */
  discrimination: z.number().min(-1).max(1).nullable(),
  /** Correlation of the item's score with the rest of the section's score; null when either does not vary. */
  point_biserial: z.number().min(-1).max(1).nullable(),
  /** Choice items: how often each option (or letter) was chosen, in the options' order. */
  options: z.array(z.object({ key: storableText(), count: z.number().int().min(0), correct: z.boolean() })),
  /** Typed items: the most common wrong answers as first typed, most frequent first. */
  wrong_answers: z.array(z.object({ answer: storableText(), count: z.number().int().min(0) })),
  /** The key's answers and, after them, the alternatives the centre accepted for this assignment. */
  key: z.array(storableText()),
  accepted_by_centre: z.array(storableText()),
  flags: z.array(ItemFlagSchema),
});
export type ItemStatistic = z.infer<typeof ItemStatisticSchema>;

export const ItemAnalysisSchema = z.object({
  assignment_id: storableText(),
  test_title: storableText(),
  target: storableText(),
  /** Marked Listening and Reading sittings, and how many of their sittings are released. */
  sittings: z.object({ listening: z.number().int().min(0), reading: z.number().int().min(0) }),
  released: z.number().int().min(0),
  items: z.array(ItemStatisticSchema),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysisSchema>;
export const ItemAnalysisResponseSchema = z.object({ success: z.literal(true), analysis: ItemAnalysisSchema });

export const ItemAnalysisListItemSchema = z.object({
  assignment_id: storableText(),
  test_title: storableText(),
  target: storableText(),
  /** Sittings with a marked Listening or Reading section, and the released ones among them. */
  sittings: z.number().int().min(0),
  released: z.number().int().min(0),
  last_marked_at: storableText().nullable(),
});
export type ItemAnalysisListItem = z.infer<typeof ItemAnalysisListItemSchema>;
export const ItemAnalysisListResponseSchema = z.object({
  success: z.literal(true),
  assignments: z.array(ItemAnalysisListItemSchema),
});

/** Spec-style limits: an accepted answer is a typed answer, so it keeps within an answer's length. */
export const ACCEPTED_ANSWER_MAX_LENGTH = 200;

export const AcceptAnswerRequestSchema = z.object({
  section: ItemSectionSchema,
  question: storableText()
    .trim()
    .regex(/^\d{1,3}$/, 'question must be a question number'),
  answer: storableText().trim().min(1).max(ACCEPTED_ANSWER_MAX_LENGTH),
});
export type AcceptAnswerRequest = z.infer<typeof AcceptAnswerRequestSchema>;
export const AcceptAnswerResponseSchema = z.object({
  success: z.literal(true),
  /** Sections marked again (each a candidate who gave the answer), and how many of them were released. */
  remarked: z.number().int().min(0),
  released: z.number().int().min(0),
});
export type AcceptAnswerResponse = z.infer<typeof AcceptAnswerResponseSchema>;

export const ItemAnalysisTexts = {
  title: 'Item analysis',
  subtitle: 'How each Listening and Reading question worked across the marked sittings',
  loading: 'Loading item analysis...',
  failedToLoad: 'Failed to load item analysis',
  empty: 'No marked sittings yet',
  emptyHint: 'An assignment appears here once its Listening or Reading sections are marked.',
  notFound: 'Assignment not found',
  tryAgain: 'Try again',
  backToList: 'Back to item analysis',
  listColumns: { test: 'Test', target: 'For', sittings: 'Marked sittings', released: 'Released', lastMarked: 'Last marked' },
  details: 'Details',
  /** {question}, {section}. */
  detailsTitle: '{section} question {question}',
  cancel: 'Cancel',
  failedToAccept: 'The answer could not be accepted',
  failedToExport: 'The export could not be downloaded',
  /** {listening} and {reading}: marked sittings; {released}: released sittings. */
  basis: 'Based on {listening} marked Listening and {reading} marked Reading sittings ({released} released).',
  exportXlsx: 'Export XLSX',
  onlyFlagged: 'Only flagged questions',
  noFlagged: 'No question is flagged.',
  /** {section}: Listening or Reading. */
  noSectionSittings: 'No marked {section} sittings yet.',
  facilityChart: 'Facility by question',
  columns: {
    question: 'Question',
    kind: 'Type',
    facility: 'Facility',
    discrimination: 'Discrimination',
    pointBiserial: 'Point-biserial',
    blank: 'Blank',
    flags: 'Flags',
  },
  kinds: { text: 'Typed answer', option: 'One option', letters: 'Several letters', judgement: 'Judgement' } satisfies Record<
    ItemKind,
    string
  >,
  flags: {
    too_easy: 'Too easy',
    too_hard: 'Too hard',
    negative_discrimination: 'Negative discrimination',
  } satisfies Record<ItemFlag, string>,
  options: 'Options chosen',
  wrongAnswers: 'Most common wrong answers',
  noWrongAnswers: 'No wrong answers typed.',
  key: 'Key',
  acceptedByCentre: 'Also accepted by the centre',
  accept: 'Accept',
  /** {answer}, {question}, {count}. */
  acceptTitle: "Accept '{answer}' for question {question}?",
  acceptBody:
    '{count} candidate(s) gave this answer. Their sections are marked again with it, and their results change, released results included. The change is recorded in the activity log.',
  acceptConfirm: 'Accept and re-mark',
  /** {remarked}. */
  accepted: 'Accepted: {remarked} section(s) are being marked again.',
  notTyped: 'Only a typed answer can be accepted as an alternative',
  noSuchQuestion: 'This question is not on the test',
  alreadyAccepted: 'This answer is already accepted for this question',
  alreadyCorrect: 'This answer is already marked correct',
  /** The columns of the XLSX export, in order. */
  exportColumns: [
    'Section',
    'Question',
    'Type',
    'Sittings',
    'Blank',
    'Facility',
    'Discrimination',
    'Point-biserial',
    'Flags',
    'Options chosen',
    'Most common wrong answers',
    'Key',
    'Also accepted by the centre',
  ],
} as const;

const admin = ['admin'] as const;

export const ItemAnalysisRoutes = {
  list: defineRoute({
    method: 'get',
    path: ItemAnalysisPaths.list,
    tag: 'results',
    summary: 'Assignments whose Listening or Reading sittings are marked, for item analysis',
    access: admin,
    capability: 'items',
    response: ItemAnalysisListResponseSchema,
  }),
  one: defineRoute({
    method: 'get',
    path: ItemAnalysisPaths.one,
    tag: 'results',
    summary:
      "Per question of an assignment's Listening and Reading: facility, discrimination, options chosen, common wrong answers, flags",
    access: admin,
    capability: 'items',
    response: ItemAnalysisResponseSchema,
  }),
  export: defineRoute({
    method: 'get',
    path: ItemAnalysisPaths.export,
    tag: 'results',
    summary: 'The item analysis as an XLSX workbook, one row per question',
    access: admin,
    capability: 'items',
    response: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
  acceptAnswer: defineRoute({
    method: 'post',
    path: ItemAnalysisPaths.acceptedAnswers,
    tag: 'results',
    summary:
      'Accepts an alternative typed answer for one question of the assignment and marks again every sitting that gave it (released ones included; logged)',
    access: admin,
    capability: 'items',
    body: { schema: AcceptAnswerRequestSchema, contentTypes: JSON_BODY },
    response: AcceptAnswerResponseSchema,
  }),
};
