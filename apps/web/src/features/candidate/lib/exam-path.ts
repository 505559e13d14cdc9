/** The sitting page of an attempt. */
export const EXAM_PATH = '/exam/:attemptId';

export function examPath(attemptId: string): string {
  return `/exam/${encodeURIComponent(attemptId)}`;
}
