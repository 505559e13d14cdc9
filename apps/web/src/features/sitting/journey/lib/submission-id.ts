const SUBMISSION_ID_DIGITS = 8;

/** 'TS-' and the last eight digits of the time in milliseconds (spec 2, submission confirmation). */
export function submissionId(nowMs: number): string {
  const digits = String(Math.trunc(Math.abs(nowMs)))
    .slice(-SUBMISSION_ID_DIGITS)
    .padStart(SUBMISSION_ID_DIGITS, '0');
  return `TS-${digits}`;
}
