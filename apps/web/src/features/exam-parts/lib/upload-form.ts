import {
  defaultExamTitle,
  PARTS_PER_SECTION,
  UploadLimits,
  UploadTexts,
  type ExamSection,
  type UploadField,
} from '@cdi/contracts';
import { formatBytes } from '@cdi/contracts';
import { fillText } from '@cdi/contracts';

/** What a size check needs of a file (a browser File has both). */
export interface FileLike {
  name: string;
  size: number;
}

export interface UploadValues {
  tenantId: string;
  testGroup: string;
  examTitle: string;
  shuffleGroup: string;
  section: ExamSection;
  part: number;
}

export interface UploadFiles<F extends FileLike = FileLike> {
  jsonFile: F | null;
  audioFile: F | null;
  images: F[];
  solutionFile: F | null;
}

export type FileErrors = Partial<Record<UploadField, string>>;

export const EMPTY_UPLOAD_VALUES: UploadValues = {
  tenantId: '',
  testGroup: '',
  examTitle: '',
  shuffleGroup: '',
  section: 'listening',
  part: 1,
};

/** The part numbers a section allows: listening 1-4, reading 1-3, writing 1-2. */
export function partNumbers(section: ExamSection): number[] {
  return Array.from({ length: PARTS_PER_SECTION[section] }, (_, i) => i + 1);
}

/** Changing the section starts the part over at 1. */
export function withSection(values: UploadValues, section: ExamSection): UploadValues {
  return { ...values, section, part: 1 };
}

/** The title the server gives the part when none is typed. */
export function titlePlaceholder({ section, testGroup, part }: UploadValues): string {
  return defaultExamTitle(section, testGroup.trim() || '…', part);
}

/** Tenant, test group and the JSON file are required. */
export function isReadyToUpload(values: UploadValues, files: UploadFiles): boolean {
  return values.tenantId !== '' && values.testGroup.trim() !== '' && files.jsonFile !== null;
}

/** Only listening takes audio; writing takes no solution. Files picked for another section stay unsent. */
export function filesToSend<F extends FileLike>(files: UploadFiles<F>, section: ExamSection): UploadFiles<F> {
  return {
    jsonFile: files.jsonFile,
    audioFile: section === 'listening' ? files.audioFile : null,
    images: files.images,
    solutionFile: section === 'writing' ? null : files.solutionFile,
  };
}

export function tooLargeMessage(field: UploadField, file: FileLike): string | undefined {
  const { maxBytes, label } = UploadLimits[field];
  if (file.size <= maxBytes) return undefined;
  return fillText(UploadTexts.tooLarge, { label, name: file.name, size: formatBytes(file.size), limit: formatBytes(maxBytes) });
}

/** What is wrong with the files about to be sent, by field; empty when they may go. */
export function checkUploadFiles(files: UploadFiles): FileErrors {
  const errors: FileErrors = {};
  const single = ['jsonFile', 'audioFile', 'solutionFile'] as const;
  for (const field of single) {
    const file = files[field];
    const problem = file ? tooLargeMessage(field, file) : undefined;
    if (problem) errors[field] = problem;
  }
  if (files.images.length > UploadLimits.images.maxCount) {
    errors.images = fillText(UploadTexts.tooManyImages, { count: UploadLimits.images.maxCount });
  } else {
    const tooLarge = files.images.map((image) => tooLargeMessage('images', image)).find(Boolean);
    if (tooLarge) errors.images = tooLarge;
  }
  return errors;
}
