import { z } from 'zod';

/** A public practice test (spec 1 §3 'Test (public listing)'); never carries correct answers. */
export const PracticeTestManifestSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().default('No description available'),
  test_type: z.enum(['listening', 'reading', 'writing']),
  duration_minutes: z.number().int().positive(),
  total_questions: z.number().int().positive(),
  passing_score: z.number().int().min(0).default(0),
});
export type PracticeTestManifest = z.infer<typeof PracticeTestManifestSchema>;

export const PracticeTestSummarySchema = PracticeTestManifestSchema.extend({
  is_active: z.boolean(),
  created_at: z.string(),
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
    id: z.string(),
    section: z.enum(['listening', 'reading', 'writing']),
    part: z.number().int(),
    title: z.string(),
    test_group: z.string(),
    question_range: z.string().nullable(),
    audio_url: z.string().nullable(),
    audio_duration_seconds: z.number().nullable(),
    content: z.unknown(),
  }),
});
export type CandidateExamResponse = z.infer<typeof CandidateExamResponseSchema>;
