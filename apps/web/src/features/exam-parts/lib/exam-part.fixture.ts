import type { ExamPartSummary } from '@cdi/contracts';

/** A completed exam part for tests; override what the test is about. */
export function examPart(overrides: Partial<ExamPartSummary> & Pick<ExamPartSummary, 'id'>): ExamPartSummary {
  return {
    tenant_id: 't1',
    tenant_name: 'Demo Centre',
    tenant_identifier: 'democentre',
    title: 'Listening Test A Part 1',
    section: 'listening',
    part: 1,
    test_group: 'A',
    shuffle_group: null,
    processing_status: 'completed',
    status: 'completed',
    stage: null,
    created_at: '2025-05-01T10:00:00.000Z',
    uploader_first_name: 'Dev',
    uploader_last_name: 'Eloper',
    question_range: '1-10',
    question_count: 10,
    audio_duration_seconds: null,
    has_audio: false,
    has_solution: false,
    image_count: 0,
    errors: [],
    ...overrides,
  };
}
