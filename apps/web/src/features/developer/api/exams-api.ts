import {
  DeveloperAdminsResponseSchema,
  ExamPartPaths,
  OkSchema,
  pathTo,
  Texts,
  UploadTexts,
  type DeveloperAdminsResponse,
} from '@cdi/contracts';
import { developerRequest } from './developer-request';

export type DeveloperAdmin = DeveloperAdminsResponse['admins'][number];

export const adminListKey = ['developer', 'admins'] as const;

export async function listAdmins(signal?: AbortSignal): Promise<DeveloperAdmin[]> {
  const { admins } = await developerRequest(ExamPartPaths.developerAdmins, {
    schema: DeveloperAdminsResponseSchema,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return admins;
}

export async function deleteExamPart(id: string): Promise<void> {
  await developerRequest(pathTo(ExamPartPaths.developerOne, { id }), {
    method: 'DELETE',
    schema: OkSchema,
    fallbackError: UploadTexts.deleteFailed,
  });
}
