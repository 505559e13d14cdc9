import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AdminConsolePaths,
  AdminOverviewResponseSchema,
  type AdminOverviewResponse,
  Texts,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export const adminKeys = {
  overview: ['admin', 'overview'] as const,
};

/** The dashboard's counts in one call (students, groups, tests, This Week). */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverviewResponse['overview']> {
  const { overview } = await apiRequest(AdminConsolePaths.overview, {
    schema: AdminOverviewResponseSchema,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return overview;
}
