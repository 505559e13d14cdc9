import type { Template, TestMakingPart } from '@cdi/contracts';
import { type BankPart, type ExamPartEntity, TEST_SLOTS, type TestEntity } from '@cdi/db';

export function toTestMakingPart(part: BankPart | ExamPartEntity): TestMakingPart {
  return {
    id: part.id,
    title: part.title,
    section: part.section,
    part: part.part,
    test_group: part.testGroup,
    shuffle_group: part.shuffleGroup,
    question_range: part.questionRange,
    created_at: part.createdAt.toISOString(),
  };
}

export function toTemplate(test: TestEntity, publishedAt: Date | null): Template {
  return {
    id: test.id,
    title: test.title,
    description: test.description,
    created_at: test.createdAt.toISOString(),
    published_at: publishedAt?.toISOString() ?? null,
    ...(Object.fromEntries(TEST_SLOTS.map((slot) => [slot.column, test[slot.property]])) as Record<
      (typeof TEST_SLOTS)[number]['column'],
      string | null
    >),
  };
}

/** A test's slots in TEST_SLOTS order. */
export function slotsOf(test: TestEntity): (string | null)[] {
  return TEST_SLOTS.map((slot) => test[slot.property]);
}
