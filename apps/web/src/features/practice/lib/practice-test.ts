import { ExamPartSchema, type ExamPart, type PracticeTestManifest } from '@cdi/contracts';

/** A practice test ready to run: its listing fields and its parts, from the server or the bundled sample. */
export interface LoadedPracticeTest {
  summary: PracticeTestManifest;
  parts: ExamPart[];
  /** The built-in sample reading test, run because the server could not be reached. */
  fallback: boolean;
}

/** The parts as exam content, or null when any of them is not (the screen could not show it). */
export function parseParts(parts: readonly unknown[]): ExamPart[] | null {
  const parsed: ExamPart[] = [];
  for (const part of parts) {
    const result = ExamPartSchema.safeParse(part);
    if (!result.success) return null;
    parsed.push(result.data);
  }
  return parsed;
}
