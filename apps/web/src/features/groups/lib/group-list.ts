import { fillText, GroupTexts, type GroupSummary } from '@cdi/contracts';

/** The groups whose name holds the search (case-insensitively); all of them for a blank search. */
export function filterGroups(groups: readonly GroupSummary[], search: string): GroupSummary[] {
  const needle = search.trim().toLocaleLowerCase();
  return needle ? groups.filter((group) => group.name.toLocaleLowerCase().includes(needle)) : [...groups];
}

/** 'N members', with ' / limit' when the group has a size limit. */
export function membersLabel(group: Pick<GroupSummary, 'member_count' | 'size_limit'>): string {
  const count = fillText(GroupTexts.members, { n: group.member_count });
  return group.size_limit === null ? count : count + fillText(GroupTexts.sizeLimitSuffix, { limit: group.size_limit });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The size limit field's text as the request's value: blank is no limit; anything else is sent for the server to check. */
export function sizeLimitValue(text: string): number | null | '' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : '';
}
