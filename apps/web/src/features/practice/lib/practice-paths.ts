export const PRACTICE_PATH = '/practice';
export const PRACTICE_RUN_PATH = `${PRACTICE_PATH}/:id`;

export const practiceRunPath = (testId: string): string => `${PRACTICE_PATH}/${encodeURIComponent(testId)}`;
