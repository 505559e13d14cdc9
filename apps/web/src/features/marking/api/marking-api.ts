import {
  ADMIN_CLIENT_TIMEOUT_MS,
  MarkingRoutes,
  MarkingTexts,
  Texts,
  type MarkingSettings,
  type MarkingSettingsRequest,
  type SaveTaskMarkRequest,
  type Script,
  type ScriptListItem,
  type ScriptsQuery,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const markingKeys = {
  all: ['admin', 'marking'] as const,
  scripts: (query: ScriptsQuery) => [...markingKeys.all, 'scripts', query] as const,
  script: (attemptId: string) => [...markingKeys.all, 'script', attemptId] as const,
  settings: ['admin', 'marking-settings'] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

/** The centre's scripts by marking status, test and candidate (name or candidate ID). */
export async function listScripts(query: ScriptsQuery, signal?: AbortSignal): Promise<ScriptListItem[]> {
  // An empty filter is no filter: it is left out of the query.
  const { scripts } = await callRoute(
    MarkingRoutes.scripts,
    {
      query: {
        status: query.status,
        mine: query.mine ? 'true' : undefined,
        assignment_id: query.assignment_id || undefined,
        q: query.q || undefined,
      },
    },
    { timeoutMs, fallbackError: MarkingTexts.failedToLoad, signal },
  );
  return scripts;
}

export async function getScript(attemptId: string, signal?: AbortSignal): Promise<Script> {
  const { script } = await callRoute(
    MarkingRoutes.script,
    { params: { attemptId } },
    { timeoutMs, fallbackError: MarkingTexts.failedToLoadScript, signal },
  );
  return script;
}

/** Saves the signed-in examiner's mark of one task; the script is read again afterwards for its new state. */
export async function saveTaskMark(attemptId: string, task: 1 | 2, body: SaveTaskMarkRequest): Promise<void> {
  await callRoute(
    MarkingRoutes.saveTaskMark,
    { params: { attemptId, task: `${task}` as const }, body },
    { timeoutMs, fallbackError: MarkingTexts.failedToSave },
  );
}

export async function getMarkingSettings(signal?: AbortSignal): Promise<MarkingSettings> {
  const { settings } = await callRoute(
    MarkingRoutes.settings,
    {},
    { timeoutMs, fallbackError: Texts.somethingWentWrong, signal },
  );
  return settings;
}

export async function saveMarkingSettings(body: MarkingSettingsRequest): Promise<MarkingSettings> {
  const { settings } = await callRoute(
    MarkingRoutes.saveSettings,
    { body },
    { timeoutMs, fallbackError: MarkingTexts.failedToSaveSettings },
  );
  return settings;
}
