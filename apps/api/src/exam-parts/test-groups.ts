import { EXAM_SECTIONS, PARTS_PER_SECTION, type TestGroupSummary, type TestGroupType } from '@cdi/contracts';
import type { ExamPartEntity } from '@cdi/db';

/** A test group's id in URLs: its name, case-folded (names are unique per tenant ignoring case). */
export function testGroupId(name: string): string {
  return name.trim().toLowerCase();
}

/** A test's type from the sections it has parts in (see TEST_GROUP_TYPES). */
export function testGroupType(parts: TestGroupSummary['parts']): TestGroupType {
  const sections = EXAM_SECTIONS.filter((section) => parts[section] > 0);
  if (sections.length === EXAM_SECTIONS.length) return 'full';
  return sections.length === 1 ? sections[0]! : 'custom';
}

/**
 * The tenant's tests: its completed parts gathered by test group, counting parts per section. A test
 * is complete when every section has all its parts.
 */
export function summariseTestGroups(
  parts: Pick<ExamPartEntity, 'testGroup' | 'section' | 'createdAt' | 'processingStatus'>[],
): TestGroupSummary[] {
  const groups = new Map<string, Omit<TestGroupSummary, 'test_type'>>();
  for (const part of parts) {
    if (part.processingStatus !== 'completed') continue;
    const id = testGroupId(part.testGroup);
    const group = groups.get(id) ?? {
      id,
      title: part.testGroup,
      test_group: part.testGroup,
      parts: { listening: 0, reading: 0, writing: 0 },
      complete: false,
      created_at: part.createdAt.toISOString(),
    };
    group.parts[part.section] += 1;
    if (part.createdAt.toISOString() < group.created_at) group.created_at = part.createdAt.toISOString();
    groups.set(id, group);
  }
  return [...groups.values()]
    .map((g) => ({
      ...g,
      test_type: testGroupType(g.parts),
      complete: (Object.keys(PARTS_PER_SECTION) as (keyof typeof PARTS_PER_SECTION)[]).every(
        (s) => g.parts[s] >= PARTS_PER_SECTION[s],
      ),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}
