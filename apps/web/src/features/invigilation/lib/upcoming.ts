import type { InvigilationAssignment } from '@cdi/contracts';

/** Upcoming sittings (their opening time still ahead) apart from those that can be sat now. */
export function splitUpcoming(assignments: readonly InvigilationAssignment[], now: number) {
  const isUpcoming = (a: InvigilationAssignment) => a.opens_at != null && Date.parse(a.opens_at) > now;
  return { upcoming: assignments.filter(isUpcoming), live: assignments.filter((a) => !isUpcoming(a)) };
}
