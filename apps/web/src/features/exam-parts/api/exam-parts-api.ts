import {
  ADMIN_CLIENT_TIMEOUT_MS,
  API_BASE,
  DEVELOPER_CLIENT_TIMEOUT_MS,
  ExamPartListResponseSchema,
  ExamPartPaths,
  ExamPartResponseSchema,
  AnswerKeyTexts,
  pathTo,
  SolutionCorrectionResponseSchema,
  Texts,
  UploadTexts,
  type ExamPartDetail,
  type ExamPartSummary,
  type ExamSection,
  type SolutionCorrectionResponse,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Whose view of the exam parts: the developer's (every tenant) or the admin's (own tenant, read only). */
export type ExamScope = 'developer' | 'admin';

const scopes = {
  developer: {
    list: ExamPartPaths.developerList,
    one: ExamPartPaths.developerOne,
    audio: ExamPartPaths.developerAudio,
    image: ExamPartPaths.developerImage,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
  },
  admin: {
    list: ExamPartPaths.adminList,
    one: ExamPartPaths.adminOne,
    audio: ExamPartPaths.adminAudio,
    image: ExamPartPaths.adminImage,
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

function listQuery({ section, tenantId, adminId }: ExamListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (section) query.section = section;
  if (tenantId) query.tenant_id = tenantId;
  if (adminId) query.admin_id = adminId;
  return query;
}

export async function listExamParts(
  scope: ExamScope,
  filters: ExamListFilters,
  signal?: AbortSignal,
): Promise<ExamPartSummary[]> {
  const { exams } = await apiRequest(scopes[scope].list, {
    query: listQuery(filters),
    schema: ExamPartListResponseSchema,
    timeoutMs: scopes[scope].timeoutMs,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return exams;
}

export async function getExamPart(scope: ExamScope, id: string, signal?: AbortSignal): Promise<ExamPartDetail> {
  const { exam } = await apiRequest(pathTo(scopes[scope].one, { id }), {
    schema: ExamPartResponseSchema,
    timeoutMs: scopes[scope].timeoutMs,
    fallbackError: UploadTexts.fetchDetailsFailed,
    signal,
  });
  return exam;
}

/** Audio and images are fetched by the browser itself; the httpOnly session cookie authenticates them. */
export function examAudioUrl(scope: ExamScope, id: string): string {
  return `${API_BASE}${pathTo(scopes[scope].audio, { id })}`;
}

export function examImageUrl(scope: ExamScope, id: string, index: number): string {
  return `${API_BASE}${pathTo(scopes[scope].image, { id, index: String(index) })}`;
}

/** Replaces a part's answer key (developers only); a refused key fails with its problems on the ApiError. */
export function correctAnswerKey(id: string, key: Record<string, unknown>): Promise<SolutionCorrectionResponse> {
  return apiRequest(pathTo(ExamPartPaths.developerSolutionData, { id }), {
    method: 'PUT',
    json: key,
    schema: SolutionCorrectionResponseSchema,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
    fallbackError: AnswerKeyTexts.failed,
  });
}
