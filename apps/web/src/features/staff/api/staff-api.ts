import {
  ADMIN_CLIENT_TIMEOUT_MS,
  type CreateStaffRequest,
  StaffRoutes,
  StaffTexts,
  type UpdateStaffRequest,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const staffKeys = { all: ['admin', 'staff'] as const };

const options = { timeoutMs: ADMIN_CLIENT_TIMEOUT_MS, fallbackError: StaffTexts.failedToSave };

export function listStaff(signal?: AbortSignal) {
  return callRoute(StaffRoutes.list, {}, { ...options, fallbackError: StaffTexts.failedToLoad, signal });
}

export function createStaff(body: CreateStaffRequest) {
  return callRoute(StaffRoutes.create, { body }, options);
}

export function updateStaff(id: string, body: UpdateStaffRequest) {
  return callRoute(StaffRoutes.update, { params: { id }, body }, options);
}

export function deleteStaff(id: string) {
  return callRoute(StaffRoutes.remove, { params: { id } }, options);
}

/** A new issued password for the member, answered once; they are signed out everywhere. */
export async function resetStaffPassword(id: string): Promise<string> {
  const { password } = await callRoute(
    StaffRoutes.resetPassword,
    { params: { id } },
    { ...options, fallbackError: StaffTexts.failedToResetPassword },
  );
  return password;
}
