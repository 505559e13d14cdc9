import { type ExamPart, type ExamPartProblem, findUnstorableText, Texts } from '@cdi/contracts';
import type { ExamPartFiles } from '@cdi/db';
import { referencedImages } from '@cdi/exam-core';

/** A listening part must come with its recording, and the recording must have a length. */
export function audioProblems(part: ExamPart, files: ExamPartFiles, durationSeconds: number | null): ExamPartProblem[] {
  if (part.section !== 'listening') return [];
  if (!files.audio) return [{ file: 'audio', path: '', message: 'A listening part needs its audio file' }];
  if (durationSeconds === null) {
    return [{ file: 'audio', path: files.audio.name, message: 'The audio file has no readable length; it may be damaged' }];
  }
  return [];
}

/** Every image the content refers to must have been uploaded with it (matched by file name). */
export function imageProblems(part: ExamPart, files: ExamPartFiles): ExamPartProblem[] {
  const uploaded = new Set(files.images.map((image) => image.name));
  return referencedImages(part)
    .filter((reference) => !uploaded.has(reference.file))
    .map((reference) => ({
      file: 'content',
      path: reference.path,
      message: `Image "${reference.file}" is referenced but was not uploaded with the part`,
    }));
}

/**
 * Text the database cannot store (U+0000, a lone surrogate) in the uploaded JSON. The api refuses it
 * at upload; a part stored before that check reaches here, and is failed with its path at once
 * rather than retried into the same jsonb error.
 */
export function unstorableTextProblems(files: { content: unknown; solution?: unknown }): ExamPartProblem[] {
  return Object.entries(files).flatMap(([file, value]) => {
    const path = findUnstorableText(value);
    return path ? [{ file, path: path.join('.'), message: Texts.unsupportedCharacter }] : [];
  });
}
