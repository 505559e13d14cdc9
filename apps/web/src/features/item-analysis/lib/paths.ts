/** The item analysis pages of the admin console. */
export const ITEM_ANALYSIS_PATH = '/admin-dashboard/item-analysis';

export function itemAnalysisPath(assignmentId: string): string {
  return `${ITEM_ANALYSIS_PATH}/${encodeURIComponent(assignmentId)}`;
}
