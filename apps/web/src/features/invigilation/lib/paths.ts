/** The list of tests being sat, and the live roster of one. */
export const INVIGILATION_PATH = '/admin-dashboard/invigilation';

export function rosterPath(assignmentId: string): string {
  return `${INVIGILATION_PATH}/${encodeURIComponent(assignmentId)}`;
}
