import { EXAM_SECTIONS, type ExamPartSummary } from '@cdi/contracts';
import { compareValues } from '../../../shared/ui/table-sort';

/** The parts a tenant uploaded under one test group. */
export interface TestGroupParts {
  /** Unique across tenants. */
  key: string;
  testGroup: string;
  /** Listening, reading, then writing; by part number within a section. */
  parts: ExamPartSummary[];
  /** When the group's first part was uploaded. */
  createdAt: string;
}

export interface TenantTestGroups {
  tenantId: string;
  tenantName: string;
  tenantIdentifier: string;
  /** By test group name. */
  groups: TestGroupParts[];
}

const sectionOrder = (part: ExamPartSummary) => EXAM_SECTIONS.indexOf(part.section);

export function comparePartsInGroup(a: ExamPartSummary, b: ExamPartSummary): number {
  return sectionOrder(a) - sectionOrder(b) || a.part - b.part || a.id.localeCompare(b.id);
}

function earliest(dates: string[]): string {
  return dates.reduce((first, date) => (Date.parse(date) < Date.parse(first) ? date : first));
}

function bucket<K>(parts: readonly ExamPartSummary[], keyOf: (part: ExamPartSummary) => K): Map<K, ExamPartSummary[]> {
  const buckets = new Map<K, ExamPartSummary[]>();
  for (const part of parts) {
    const key = keyOf(part);
    const list = buckets.get(key);
    if (list) list.push(part);
    else buckets.set(key, [part]);
  }
  return buckets;
}

/** Parts of one tenant grouped by test group, groups by name (case-insensitive, numbers in order). */
export function groupByTestGroup(parts: readonly ExamPartSummary[], keyPrefix = ''): TestGroupParts[] {
  return [...bucket(parts, (part) => part.test_group)]
    .map(([testGroup, list]) => ({
      key: `${keyPrefix}${testGroup}`,
      testGroup,
      parts: [...list].sort(comparePartsInGroup),
      createdAt: earliest(list.map((part) => part.created_at)),
    }))
    .sort((a, b) => compareValues(a.testGroup, b.testGroup) || a.testGroup.localeCompare(b.testGroup));
}

/** Parts of any tenants grouped by tenant (by tenant name), then by test group. */
export function groupByTenant(parts: readonly ExamPartSummary[]): TenantTestGroups[] {
  return [...bucket(parts, (part) => part.tenant_id)]
    .map(([tenantId, list]) => ({
      tenantId,
      tenantName: list[0]!.tenant_name,
      tenantIdentifier: list[0]!.tenant_identifier,
      groups: groupByTestGroup(list, `${tenantId}/`),
    }))
    .sort((a, b) => compareValues(a.tenantName, b.tenantName) || a.tenantId.localeCompare(b.tenantId));
}
