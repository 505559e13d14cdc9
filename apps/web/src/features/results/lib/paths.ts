/** The candidate's results page (spec 1 route table: login required). */
export const TEST_RESULTS_PATH = '/test-results';

/** An assignment's results in the admin area. */
export const ASSIGNMENT_RESULTS_ROUTE = '/admin-dashboard/results/:assignmentId';

export function assignmentResultsPath(assignmentId: string): string {
  return `/admin-dashboard/results/${encodeURIComponent(assignmentId)}`;
}
