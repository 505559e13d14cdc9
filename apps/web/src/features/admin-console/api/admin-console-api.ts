import {
  ADMIN_CLIENT_TIMEOUT_MS,
  AdminConsoleRoutes,
  AdminConsoleTexts,
  type HealthResponse,
  type LogFilter,
  type LogsResponse,
  type SavedTenantSettings,
  type TenantSettings,
  Texts,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';
import { fetchPlatformHealth } from '../../../shared/api/platform-health';
import { downloadRouteFile } from '../../../shared/files/download-file';

export const adminConsoleKeys = {
  settings: ['admin', 'settings'] as const,
  logs: (query: LogsPageQuery) => ['admin', 'logs', query] as const,
  allLogs: ['admin', 'logs'] as const,
  health: ['admin', 'health'] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

export async function getSettings(signal?: AbortSignal): Promise<SavedTenantSettings> {
  const { settings } = await callRoute(
    AdminConsoleRoutes.settings,
    {},
    { timeoutMs, fallbackError: AdminConsoleTexts.failedToLoadSettings, signal },
  );
  return settings;
}

export async function saveSettings(settings: TenantSettings): Promise<SavedTenantSettings> {
  const { settings: saved } = await callRoute(
    AdminConsoleRoutes.updateSettings,
    { body: settings },
    { timeoutMs, fallbackError: AdminConsoleTexts.failedToSaveSettings },
  );
  return saved;
}

export async function resetSettings(): Promise<SavedTenantSettings> {
  const { settings } = await callRoute(
    AdminConsoleRoutes.resetSettings,
    {},
    { timeoutMs, fallbackError: AdminConsoleTexts.failedToSaveSettings },
  );
  return settings;
}

export interface LogsPageQuery extends LogFilter {
  page: number;
  pageSize: number;
}

/** Only the filters that are set, as query parameters. */
export function logQuery(filter: Partial<LogsPageQuery>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export function listLogs(query: LogsPageQuery, signal?: AbortSignal): Promise<LogsResponse> {
  return callRoute(
    AdminConsoleRoutes.logs,
    { query: logQuery(query) },
    { timeoutMs, fallbackError: AdminConsoleTexts.failedToLoadLogs, signal },
  );
}

/** Exports can be large: more time than a page. */
const EXPORT_TIMEOUT_MS = 60_000;

/** Downloads the filtered log as a CSV file through the browser (with the session's token, not a bare link). */
export function downloadLogs(filter: LogFilter): Promise<void> {
  return downloadRouteFile(
    AdminConsoleRoutes.exportLogs,
    { query: logQuery(filter) },
    {
      timeoutMs: EXPORT_TIMEOUT_MS,
      fallbackError: AdminConsoleTexts.failedToDownloadLogs,
      fallbackName: 'activity-log.csv',
    },
  );
}

/** The platform's health, as the System Status card shows it. */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return fetchPlatformHealth({ timeoutMs, fallbackError: Texts.somethingWentWrong, signal });
}
