import {
  ADMIN_CLIENT_TIMEOUT_MS,
  StudentImportRoutes,
  StudentRoutes,
  StudentTexts,
  Texts,
  type ArrangementsRequest,
  type CreateStudentRequest,
  type SpecialArrangements,
  type ImportPreviewResponse,
  type ImportResultResponse,
  type ImportStartResponse,
  type StudentListItem,
  type StudentListResponse,
  type StudentStatusFilter,
  type TestResult,
  type UpdateStudentRequest,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export interface StudentListParams {
  q: string;
  status: StudentStatusFilter;
  page: number;
  pageSize: number;
}

export const studentKeys = {
  all: ['admin', 'students-area'] as const,
  list: (params: StudentListParams) => [...studentKeys.all, 'list', params] as const,
  detail: (id: string) => [...studentKeys.all, 'detail', id] as const,
  history: (id: string) => [...studentKeys.all, 'history', id] as const,
  sitting: (id: string) => [...studentKeys.all, 'sitting', id] as const,
  importResult: (jobId: string) => [...studentKeys.all, 'import', jobId] as const,
};

const timeoutMs = ADMIN_CLIENT_TIMEOUT_MS;

export function listStudents(params: StudentListParams, signal?: AbortSignal): Promise<StudentListResponse> {
  return callRoute(
    StudentRoutes.list,
    { query: { role: 'test_taker', q: params.q, status: params.status, page: params.page, pageSize: params.pageSize } },
    { timeoutMs, fallbackError: Texts.failedToFetchStudents, signal },
  );
}

export async function getStudent(id: string, signal?: AbortSignal): Promise<StudentListItem> {
  const { user } = await callRoute(
    StudentRoutes.one,
    { params: { id } },
    { timeoutMs, fallbackError: StudentTexts.failedToLoad, signal },
  );
  return user;
}

export async function createStudent(body: CreateStudentRequest): Promise<string> {
  const { user_id } = await callRoute(
    StudentRoutes.create,
    { body: { ...body, role: 'test_taker' } },
    { timeoutMs, fallbackError: StudentTexts.failedToCreate },
  );
  return user_id;
}

export async function updateStudent(id: string, body: UpdateStudentRequest): Promise<StudentListItem> {
  const { user } = await callRoute(
    StudentRoutes.update,
    { params: { id }, body },
    { timeoutMs, fallbackError: StudentTexts.failedToUpdate },
  );
  return user;
}

export async function setArrangements(id: string, body: ArrangementsRequest): Promise<SpecialArrangements> {
  const { arrangements } = await callRoute(
    StudentRoutes.arrangements,
    { params: { id }, body },
    { timeoutMs, fallbackError: StudentTexts.failedToSaveArrangements },
  );
  return arrangements;
}

export async function setStudentStatus(id: string, isActive: boolean): Promise<StudentListItem> {
  const { user } = await callRoute(
    StudentRoutes.status,
    { params: { id }, body: { is_active: isActive } },
    { timeoutMs, fallbackError: StudentTexts.failedToUpdateStatus },
  );
  return user;
}

export async function unlockStudentSignIn(id: string): Promise<StudentListItem> {
  const { user } = await callRoute(
    StudentRoutes.unlockSignIn,
    { params: { id } },
    { timeoutMs, fallbackError: StudentTexts.failedToUnlockSignIn },
  );
  return user;
}

export async function deleteStudent(id: string): Promise<void> {
  await callRoute(StudentRoutes.remove, { params: { id } }, { timeoutMs, fallbackError: StudentTexts.failedToDelete });
}

export async function resetStudentPassword(id: string, newPassword: string): Promise<void> {
  await callRoute(
    StudentRoutes.resetPassword,
    { params: { id }, body: { new_password: newPassword } },
    { timeoutMs, fallbackError: StudentTexts.failedToResetPassword },
  );
}

export async function revealStudentPassword(id: string): Promise<string> {
  const { password } = await callRoute(
    StudentRoutes.password,
    { params: { id } },
    { timeoutMs, fallbackError: StudentTexts.failedToRevealPassword },
  );
  return password;
}

export async function getTestHistory(id: string, signal?: AbortSignal): Promise<TestResult[]> {
  const { results } = await callRoute(
    StudentRoutes.testHistory,
    { params: { id } },
    { timeoutMs, fallbackError: StudentTexts.failedToLoadResults, signal },
  );
  return results;
}

/** The titles of the tests the student is sitting now: what suspending them would stop. */
export async function getTestsBeingSat(id: string, signal?: AbortSignal): Promise<string[]> {
  const { tests } = await callRoute(
    StudentRoutes.sitting,
    { params: { id } },
    { timeoutMs, fallbackError: StudentTexts.failedToLoadSitting, signal },
  );
  return tests;
}

/**
 * The chosen file itself, as multipart/form-data: the server reads its bytes (any encoding an office
 * suite writes, or an .xlsx workbook). `createGroups`: groups named in the file that the centre lacks,
 * to create with the import; `skipInvalid`: enrol the good rows and skip the bad ones.
 */
function importForm(file: File, createGroups: string[], skipInvalid = false): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('create_groups', JSON.stringify(createGroups));
  if (skipInvalid) form.append('skip_invalid', 'true');
  return form;
}

export function previewImport(file: File, createGroups: string[]): Promise<ImportPreviewResponse> {
  return callRoute(
    StudentImportRoutes.preview,
    { body: importForm(file, createGroups) },
    { timeoutMs, fallbackError: StudentTexts.importFailed },
  );
}

export function startImport(file: File, createGroups: string[], skipInvalid: boolean): Promise<ImportStartResponse> {
  return callRoute(
    StudentImportRoutes.start,
    { body: importForm(file, createGroups, skipInvalid) },
    { timeoutMs, fallbackError: StudentTexts.importFailed },
  );
}

export function getImportResult(jobId: string, signal?: AbortSignal): Promise<ImportResultResponse> {
  return callRoute(
    StudentImportRoutes.result,
    { params: { jobId } },
    { timeoutMs, fallbackError: StudentTexts.importFailed, signal },
  );
}
