import {
  ADMIN_CLIENT_TIMEOUT_MS,
  API_BASE,
  DEVELOPER_CLIENT_TIMEOUT_MS,
  ExamPartRoutes,
  AnswerKeyTexts,
  pathTo,
  Texts,
  UploadTexts,
  type ExamPartDetail,
  type ExamPartSummary,
  type ExamSection,
  type SolutionCorrectionResponse,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

/** Whose view of the exam parts: the developer's (every tenant) or the admin's (own tenant, read only). */
export type ExamScope = 'developer' | 'admin';

const scopes = {
  developer: {
    one: ExamPartRoutes.developerOne,
    audio: ExamPartRoutes.developerAudio,
    image: ExamPartRoutes.developerImage,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
  },
  admin: {
    one: ExamPartRoutes.adminOne,
    audio: ExamPartRoutes.adminAudio,
    image: ExamPartRoutes.adminImage,
    timeoutMs: ADMIN_CLIENT_TIMEOUT_MS,
  },
} as const;

export interface ExamListFilters {
  section?: ExamSection;
  tenantId?: string;
  adminId?: string;
}

/** Live ingestion progress of one part, as the /ops socket last reported it. */
export interface IngestionProgress {
  stage: ExamPartSummary['stage'];
  percent: number;
}

export const examKeys = {
  all: ['exam-parts'] as const,
  scope: (scope: ExamScope) => [...examKeys.all, scope] as const,
  lists: (scope: ExamScope) => [...examKeys.scope(scope), 'list'] as const,
  list: (scope: ExamScope, filters: ExamListFilters) => [...examKeys.lists(scope), filters] as const,
  details: (scope: ExamScope) => [...examKeys.scope(scope), 'detail'] as const,
  detail: (scope: ExamScope, id: string) => [...examKeys.details(scope), id] as const,
  progress: (id: string) => [...examKeys.all, 'progress', id] as const,
};

export async function listExamParts(
  scope: ExamScope,
  { section, tenantId, adminId }: ExamListFilters,
  signal?: AbortSignal,
): Promise<ExamPartSummary[]> {
  const { timeoutMs } = scopes[scope];
  const options = { timeoutMs, fallbackError: Texts.somethingWentWrong, signal };
  // The admin's list is their own tenant's: it filters by section only.
  const { exams } =
    scope === 'developer'
      ? await callRoute(
          ExamPartRoutes.developerList,
          { query: { section, tenant_id: tenantId || undefined, admin_id: adminId || undefined } },
          options,
        )
      : await callRoute(ExamPartRoutes.adminList, { query: { section } }, options);
  return exams;
}

export async function getExamPart(scope: ExamScope, id: string, signal?: AbortSignal): Promise<ExamPartDetail> {
  const { one, timeoutMs } = scopes[scope];
  const { exam } = await callRoute(one, { params: { id } }, { timeoutMs, fallbackError: UploadTexts.fetchDetailsFailed, signal });
  return exam;
}

/** Audio and images are fetched by the browser itself; the httpOnly session cookie authenticates them. */
export function examAudioUrl(scope: ExamScope, id: string): string {
  return `${API_BASE}${pathTo(scopes[scope].audio.path, { id })}`;
}

export function examImageUrl(scope: ExamScope, id: string, index: number): string {
  return `${API_BASE}${pathTo(scopes[scope].image.path, { id, index: String(index) })}`;
}

/** Replaces a part's answer key (developers only); a refused key fails with its problems on the ApiError. */
export function correctAnswerKey(id: string, key: Record<string, unknown>): Promise<SolutionCorrectionResponse> {
  return callRoute(
    ExamPartRoutes.developerCorrectSolution,
    { params: { id }, body: key },
    { timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS, fallbackError: AnswerKeyTexts.failed },
  );
}
