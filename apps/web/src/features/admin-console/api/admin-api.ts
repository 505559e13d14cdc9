import { ADMIN_CLIENT_TIMEOUT_MS, AdminConsoleRoutes, type AdminOverviewResponse, Texts } from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const adminKeys = {
  overview: ['admin', 'overview'] as const,
};

/** The dashboard's counts in one call (students, groups, tests, This Week). */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverviewResponse['overview']> {
  const { overview } = await callRoute(
    AdminConsoleRoutes.overview,
    {},
    { timeoutMs: ADMIN_CLIENT_TIMEOUT_MS, fallbackError: Texts.somethingWentWrong, signal },
  );
  return overview;
}
