import { DeveloperAccountPaths, OkSchema, Texts, type UpdateLoginIdRequest, type UpdatePasswordRequest } from '@cdi/contracts';
import { developerRequest } from './developer-request';

export async function updateLoginId(body: UpdateLoginIdRequest): Promise<void> {
  await developerRequest(DeveloperAccountPaths.loginId, {
    method: 'PUT',
    json: body,
    schema: OkSchema,
    fallbackError: Texts.failedToUpdateLoginId,
  });
}

export async function updatePassword(body: UpdatePasswordRequest): Promise<void> {
  await developerRequest(DeveloperAccountPaths.password, {
    method: 'PUT',
    json: body,
    schema: OkSchema,
    fallbackError: Texts.failedToUpdatePassword,
  });
}
