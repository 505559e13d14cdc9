import {
  ADMIN_CLIENT_TIMEOUT_MS,
  MarkingPaths,
  MarkingSettingsResponseSchema,
  MarkingTexts,
  OkSchema,
  pathTo,
  ScriptResponseSchema,
  ScriptsResponseSchema,
  Texts,
  type MarkingSettings,
  type SaveTaskMarkRequest,
  type Script,
  type ScriptListItem,
  type ScriptsQuery,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export const markingKeys = {
  all: ['admin', 'marking'] as const,
  scripts: (query: ScriptsQuery) => [...markingKeys.all, 'scripts', query] as const,
  script: (attemptId: string) => [...markingKeys.all, 'script', attemptId] as const,
  settings: ['admin', 'marking-settings'] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

/** The centre's scripts by marking status, test and candidate (name or candidate ID). */
export async function listScripts(query: ScriptsQuery, signal?: AbortSignal): Promise<ScriptListItem[]> {
  const params: Record<string, string> = { status: query.status };
  if (query.assignment_id) params.assignment_id = query.assignment_id;
  if (query.q) params.q = query.q;
  const { scripts } = await apiRequest(MarkingPaths.scripts, {
    query: params,
    schema: ScriptsResponseSchema,
    timeoutMs,
    fallbackError: MarkingTexts.failedToLoad,
    signal,
  });
  return scripts;
}

export async function getScript(attemptId: string, signal?: AbortSignal): Promise<Script> {
  const { script } = await apiRequest(pathTo(MarkingPaths.script, { attemptId }), {
    schema: ScriptResponseSchema,
    timeoutMs,
    fallbackError: MarkingTexts.failedToLoadScript,
    signal,
  });
  return script;
}

/** Saves the signed-in examiner's mark of one task; the script is read again afterwards for its new state. */
export async function saveTaskMark(attemptId: string, task: 1 | 2, body: SaveTaskMarkRequest): Promise<void> {
  await apiRequest(pathTo(MarkingPaths.taskMark, { attemptId, task: String(task) }), {
    method: 'PUT',
    json: body,
    schema: OkSchema,
    timeoutMs,
    fallbackError: MarkingTexts.failedToSave,
  });
}

export async function getMarkingSettings(signal?: AbortSignal): Promise<MarkingSettings> {
  const { settings } = await apiRequest(MarkingPaths.settings, {
    schema: MarkingSettingsResponseSchema,
    timeoutMs,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return settings;
}

export async function saveMarkingSettings(body: MarkingSettings): Promise<MarkingSettings> {
  const { settings } = await apiRequest(MarkingPaths.settings, {
    method: 'PUT',
    json: body,
    schema: MarkingSettingsResponseSchema,
    timeoutMs,
    fallbackError: MarkingTexts.failedToSaveSettings,
  });
  return settings;
}
