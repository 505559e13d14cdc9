import {
  DEVELOPER_CLIENT_TIMEOUT_MS,
  DeveloperAccountRoutes,
  Texts,
  type UpdateLoginIdRequest,
  type UpdatePasswordRequest,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

const timeoutMs = DEVELOPER_CLIENT_TIMEOUT_MS;

export async function updateLoginId(body: UpdateLoginIdRequest): Promise<void> {
  await callRoute(DeveloperAccountRoutes.loginId, { body }, { timeoutMs, fallbackError: Texts.failedToUpdateLoginId });
}

export async function updatePassword(body: UpdatePasswordRequest): Promise<void> {
  await callRoute(DeveloperAccountRoutes.password, { body }, { timeoutMs, fallbackError: Texts.failedToUpdatePassword });
}
