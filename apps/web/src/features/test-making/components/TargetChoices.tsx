import type { GroupSummary, StudentSummary } from '@cdi/contracts';

export const groupLabel = (g: GroupSummary) => `${g.name} (${g.member_count} ${g.member_count === 1 ? 'member' : 'members'})`;
export const studentLabel = (s: StudentSummary) => `${s.first_name} ${s.last_name} (${s.candidate_id})`;
export const studentName = (s: StudentSummary) => `${s.first_name} ${s.last_name}`.trim() || s.candidate_id;
