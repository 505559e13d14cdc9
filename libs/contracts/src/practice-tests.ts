import { z } from 'zod';
import { PracticeTexts } from './practice-texts';
import { MAX_QUESTION_NUMBER } from './exam-content/constants';
import { storableText } from './storable-text';
import { AdminTestResponseSchema, TestsPaths } from './exam-parts';
import { ExamSectionSchema } from './exam-section';
import { defineRoute, JSON_BODY } from './routes/define-route';

/** A public practice test; never carries correct answers. */
export const PracticeTestManifestSchema = z.object({
  id: storableText().regex(/^[a-z0-9-]+$/),
  title: storableText().min(1),
  description: storableText().default('No description available'),
  test_type: z.enum(['listening', 'reading', 'writing']),
  duration_minutes: z.number().int().positive(),
  total_questions: z.number().int().positive(),
  passing_score: z.number().int().min(0).default(0),
});
export type PracticeTestManifest = z.infer<typeof PracticeTestManifestSchema>;

export const PracticeTestSummarySchema = PracticeTestManifestSchema.extend({
  is_active: z.boolean(),
  created_at: storableText(),
});
export type PracticeTestSummary = z.infer<typeof PracticeTestSummarySchema>;

export const PracticeTestListResponseSchema = z.object({ success: z.literal(true), tests: z.array(PracticeTestSummarySchema) });
export type PracticeTestListResponse = z.infer<typeof PracticeTestListResponseSchema>;

/** The test with its parts as a candidate sees them (content without transcripts or notes). */
export const PracticeTestResponseSchema = z.object({
  success: z.literal(true),
  test: PracticeTestSummarySchema.extend({ parts: z.array(z.unknown()) }),
});
export type PracticeTestResponse = z.infer<typeof PracticeTestResponseSchema>;

/** A completed exam part as the exam screens receive it: candidate view only. */
export const CandidateExamResponseSchema = z.object({
  success: z.literal(true),
  exam: z.object({
    id: storableText(),
    section: z.enum(['listening', 'reading', 'writing']),
    part: z.number().int(),
    title: storableText(),
    test_group: storableText(),
    question_range: storableText().nullable(),
    audio_url: storableText().nullable(),
    audio_duration_seconds: z.number().nullable(),
    content: z.unknown(),
  }),
});
export type CandidateExamResponse = z.infer<typeof CandidateExamResponseSchema>;

/** Spec 1 §9: the built-in sample reading test the product falls back to when the server cannot be reached. */
export const FALLBACK_SAMPLE_TEST = {
  title: 'Sample Reading Test',
  description: 'The built-in sample reading test: three passages with 40 questions.',
  test_type: 'reading',
  duration_minutes: 60,
  total_questions: 40,
  passing_score: 30,
} as const;

/** Marking requests per client address per minute (the endpoint is public). */
export const PRACTICE_MARKS_PER_MINUTE = 30;
/** A practice answer is a word, a few words or letters; this bounds what a request may carry. */
export const PRACTICE_ANSWER_MAX_CHARS = 200;

/** The path of a practice test's calls; an id that cannot exist reads as a test that does not. */
export const PracticeTestParamsSchema = z.object({
  id: storableText().regex(/^[a-z0-9-]{1,64}$/, PracticeTexts.failedToFetchTest),
});

/** The candidate's answers, keyed by question number as text ('12'); unanswered questions may be left out. */
export const PracticeMarkRequestSchema = z.object({
  answers: z
    .record(
      storableText().refine(
        (key) => /^\d{1,2}$/.test(key) && Number(key) >= 1 && Number(key) <= MAX_QUESTION_NUMBER,
        `An answer key is a question number from 1 to ${MAX_QUESTION_NUMBER}`,
      ),
      storableText().max(PRACTICE_ANSWER_MAX_CHARS, `An answer is at most ${PRACTICE_ANSWER_MAX_CHARS} characters`),
    )
    .default({}),
});
export type PracticeMarkRequest = z.infer<typeof PracticeMarkRequestSchema>;

/** One marked answer slot. A choose-two slot covers two questions, stored once under its first number. */
export const MarkedQuestionSchema = z.object({
  question: storableText(),
  numbers: z.array(z.number().int()),
  answer: storableText(),
  correct: z.boolean(),
  marks: z.number().int().min(0),
  max_marks: z.number().int().positive(),
  /** Each an accepted answer in full ('A, B' for a choose-two); sent only with the marking. */
  correct_answers: z.array(storableText()),
});
export type MarkedQuestion = z.infer<typeof MarkedQuestionSchema>;

export const PracticeMarkResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({
    test_id: storableText(),
    score: z.number().int().min(0),
    total: z.number().int().min(0),
    passing_score: z.number().int().min(0),
    passed: z.boolean(),
    questions: z.array(MarkedQuestionSchema),
  }),
});
export type PracticeMarkResponse = z.infer<typeof PracticeMarkResponseSchema>;
export type PracticeMarkResult = PracticeMarkResponse['result'];

const admin = ['admin'] as const;

/** The /tests family served beside the staff listings: a part as candidates see it, and the public practice tests. */
export const TestsRoutes = {
  adminTest: defineRoute({
    method: 'get',
    path: TestsPaths.adminTest,
    tag: 'adminExams',
    summary: 'One test (by its test group) with its completed parts',
    access: admin,
    capability: 'tests',
    params: z.object({ id: storableText().meta({ description: 'The test group' }) }),
    response: AdminTestResponseSchema,
  }),
  random: defineRoute({
    method: 'get',
    path: TestsPaths.random,
    tag: 'adminExams',
    summary: 'A random completed part of a section, as candidates see it',
    access: admin,
    capability: 'tests',
    query: z.object({ section: ExamSectionSchema }),
    response: CandidateExamResponseSchema,
  }),
  exam: defineRoute({
    method: 'get',
    path: TestsPaths.exam,
    tag: 'adminExams',
    summary: 'A completed part as candidates see it (no solutions)',
    access: admin,
    capability: 'tests',
    response: CandidateExamResponseSchema,
  }),
  examAudio: defineRoute({
    method: 'get',
    path: TestsPaths.examAudio,
    tag: 'adminExams',
    summary: "A part's audio",
    access: admin,
    capability: 'tests',
    response: { file: 'audio/*' },
  }),
  practiceList: defineRoute({
    method: 'get',
    path: TestsPaths.practiceList,
    tag: 'practice',
    summary: 'The practice tests',
    access: 'public',
    response: PracticeTestListResponseSchema,
  }),
  practiceOne: defineRoute({
    method: 'get',
    path: TestsPaths.practiceOne,
    tag: 'practice',
    summary: 'A practice test with its questions (never its answers)',
    access: 'public',
    params: PracticeTestParamsSchema,
    response: PracticeTestResponseSchema,
  }),
  practiceMark: defineRoute({
    method: 'post',
    path: TestsPaths.practiceMark,
    tag: 'practice',
    summary: 'Marks a finished practice run: the only answer carrying the correct answers',
    access: 'public',
    params: PracticeTestParamsSchema,
    body: { schema: PracticeMarkRequestSchema, contentTypes: JSON_BODY },
    status: 200,
    response: PracticeMarkResponseSchema,
    rateLimited: true,
  }),
};
