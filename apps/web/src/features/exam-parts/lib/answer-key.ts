import { AnswerKeyTexts, type ExamPartDetail, fillText } from '@cdi/contracts';

/** Only a processed listening or reading part has a key to correct. */
export function canEditAnswerKey(exam: Pick<ExamPartDetail, 'section' | 'processing_status'>): boolean {
  return exam.section !== 'writing' && exam.processing_status === 'completed';
}

/** The stored key as the editor shows it: indented JSON (empty for a part without one). */
export function formatAnswerKey(solution: unknown): string {
  return solution === null || solution === undefined ? '' : JSON.stringify(solution, null, 2);
}

export type ParsedAnswerKey = { ok: true; key: Record<string, unknown> } | { ok: false; message: string };

/** The typed key, read before sending: JSON, and an object (the server checks the rest against the part). */
export function parseAnswerKey(text: string): ParsedAnswerKey {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: fillText(AnswerKeyTexts.notJson, { reason }) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: AnswerKeyTexts.notObject };
  return { ok: true, key: value as Record<string, unknown> };
}

/** What the saved key means for marking already done: the centres decide whether to re-mark. */
export function answerKeyUsage(tests: number, sittings: number): string {
  return fillText(AnswerKeyTexts.usage, { tests, sittings });
}
