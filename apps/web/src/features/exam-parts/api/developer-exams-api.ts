import { DEVELOPER_CLIENT_TIMEOUT_MS, ExamPartRoutes, Texts, UploadTexts, type DeveloperAdminsResponse } from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export type DeveloperAdmin = DeveloperAdminsResponse['admins'][number];

export const adminListKey = ['developer', 'admins'] as const;

const timeoutMs = DEVELOPER_CLIENT_TIMEOUT_MS;

export async function listAdmins(signal?: AbortSignal): Promise<DeveloperAdmin[]> {
  const { admins } = await callRoute(
    ExamPartRoutes.developerAdmins,
    {},
    { timeoutMs, fallbackError: Texts.somethingWentWrong, signal },
  );
  return admins;
}

export async function deleteExamPart(id: string): Promise<void> {
  await callRoute(ExamPartRoutes.developerRemove, { params: { id } }, { timeoutMs, fallbackError: UploadTexts.deleteFailed });
}
