export const MARKING_PATH = '/admin-dashboard/marking';

export const scriptPath = (attemptId: string) => `${MARKING_PATH}/${encodeURIComponent(attemptId)}`;
