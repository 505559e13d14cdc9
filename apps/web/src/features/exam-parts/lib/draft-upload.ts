import { EXAM_SECTIONS, PARTS_PER_SECTION } from '@cdi/contracts';
import { z } from 'zod';
import { EMPTY_UPLOAD_VALUES, type UploadFiles, type UploadValues } from './upload-form';

/** The Test Manager, where a developer uploads exam parts. */
export const UPLOAD_PAGE_PATH = '/dev/tests';

/**
 * A draft exam part another screen hands the upload dialog (the PDF tools' "Open in upload"), in the
 * navigation state as `{ draftPart }`. It only fills the form: nothing is sent until Upload is pressed.
 */
export const DraftUploadSchema = z.object({
  values: z.object({
    section: z.enum(EXAM_SECTIONS),
    part: z.number().int().min(1),
    examTitle: z.string(),
  }),
  jsonText: z.string().min(1),
  solutionText: z.string().min(1).nullable(),
  fileName: z.string().min(1),
  solutionFileName: z.string().min(1).optional(),
});
export type DraftUpload = z.infer<typeof DraftUploadSchema>;

/** The navigation state that opens the upload dialog with a draft. */
export const draftUploadState = (draft: DraftUpload) => ({ draftPart: draft });

/** The draft in a page's navigation state, or null (none, or not one: state survives reloads and history). */
export function readDraftUpload(state: unknown): DraftUpload | null {
  const candidate = typeof state === 'object' && state !== null ? (state as { draftPart?: unknown }).draftPart : undefined;
  const parsed = DraftUploadSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export interface UploadPrefill {
  values: UploadValues;
  files: UploadFiles<File>;
}

const jsonFile = (text: string, name: string) => new File([text], name, { type: 'application/json' });

/** The form's values and chosen files for a draft; the tenant and test group are left for the developer. */
export function uploadPrefill(draft: DraftUpload): UploadPrefill {
  const { section, part, examTitle } = draft.values;
  const solutionName = draft.solutionFileName ?? draft.fileName.replace(/(\.json)?$/i, '.solution.json');
  return {
    values: { ...EMPTY_UPLOAD_VALUES, section, part: part <= PARTS_PER_SECTION[section] ? part : 1, examTitle },
    files: {
      jsonFile: jsonFile(draft.jsonText, draft.fileName),
      audioFile: null,
      images: [],
      solutionFile: draft.solutionText === null || section === 'writing' ? null : jsonFile(draft.solutionText, solutionName),
    },
  };
}
