import {
  ADMIN_CLIENT_TIMEOUT_MS,
  CreateStudentResponseSchema,
  ImportPreviewResponseSchema,
  ImportResultResponseSchema,
  ImportStartResponseSchema,
  OkSchema,
  pathTo,
  RevealPasswordResponseSchema,
  StudentListResponseSchema,
  StudentPaths,
  StudentResponseSchema,
  StudentSittingResponseSchema,
  StudentTexts,
  TestHistoryResponseSchema,
  Texts,
  type CreateStudentRequest,
  type ImportPreviewResponse,
  type ImportResultResponse,
  type ImportStartResponse,
  type StudentListItem,
  type StudentListResponse,
  type StudentStatusFilter,
  type TestResult,
  type UpdateStudentRequest,
} from '@cdi/contracts';
import { apiRequest, type RequestOptions } from '../../../shared/api/client';

function adminRequest<T>(path: string, options: Omit<RequestOptions<T>, 'timeoutMs'>): Promise<T> {
  return apiRequest(path, { ...options, timeoutMs: ADMIN_CLIENT_TIMEOUT_MS });
}

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

const one = (id: string) => pathTo(StudentPaths.user, { id });

export function listStudents(params: StudentListParams, signal?: AbortSignal): Promise<StudentListResponse> {
  return adminRequest(StudentPaths.users, {
    query: {
      role: 'test_taker',
      q: params.q,
      status: params.status,
      page: String(params.page),
      pageSize: String(params.pageSize),
      _t: String(Date.now()),
    },
    schema: StudentListResponseSchema,
    fallbackError: Texts.failedToFetchStudents,
    signal,
  });
}

export async function getStudent(id: string, signal?: AbortSignal): Promise<StudentListItem> {
  const { user } = await adminRequest(one(id), {
    schema: StudentResponseSchema,
    fallbackError: StudentTexts.failedToLoad,
    signal,
  });
  return user;
}

export async function createStudent(body: CreateStudentRequest): Promise<string> {
  const { user_id } = await adminRequest(StudentPaths.users, {
    method: 'POST',
    json: { ...body, role: 'test_taker' },
    schema: CreateStudentResponseSchema,
    fallbackError: StudentTexts.failedToCreate,
  });
  return user_id;
}

export async function updateStudent(id: string, body: UpdateStudentRequest): Promise<StudentListItem> {
  const { user } = await adminRequest(one(id), {
    method: 'PUT',
    json: body,
    schema: StudentResponseSchema,
    fallbackError: StudentTexts.failedToUpdate,
  });
  return user;
}

export async function setStudentStatus(id: string, isActive: boolean): Promise<StudentListItem> {
  const { user } = await adminRequest(pathTo(StudentPaths.status, { id }), {
    method: 'PUT',
    json: { is_active: isActive },
    schema: StudentResponseSchema,
    fallbackError: StudentTexts.failedToUpdateStatus,
  });
  return user;
}

export async function unlockStudentSignIn(id: string): Promise<StudentListItem> {
  const { user } = await adminRequest(pathTo(StudentPaths.unlockSignIn, { id }), {
    method: 'POST',
    schema: StudentResponseSchema,
    fallbackError: StudentTexts.failedToUnlockSignIn,
  });
  return user;
}

export async function deleteStudent(id: string): Promise<void> {
  await adminRequest(one(id), { method: 'DELETE', schema: OkSchema, fallbackError: StudentTexts.failedToDelete });
}

export async function resetStudentPassword(id: string, newPassword: string): Promise<void> {
  await adminRequest(pathTo(StudentPaths.resetPassword, { id }), {
    method: 'PUT',
    json: { new_password: newPassword },
    schema: OkSchema,
    fallbackError: StudentTexts.failedToResetPassword,
  });
}

export async function revealStudentPassword(id: string): Promise<string> {
  const { password } = await adminRequest(pathTo(StudentPaths.password, { id }), {
    schema: RevealPasswordResponseSchema,
    fallbackError: StudentTexts.failedToRevealPassword,
  });
  return password;
}

export async function getTestHistory(id: string, signal?: AbortSignal): Promise<TestResult[]> {
  const { results } = await adminRequest(pathTo(StudentPaths.testHistory, { id }), {
    schema: TestHistoryResponseSchema,
    fallbackError: StudentTexts.failedToLoadResults,
    signal,
  });
  return results;
}

/** The titles of the tests the student is sitting now: what suspending them would stop. */
export async function getTestsBeingSat(id: string, signal?: AbortSignal): Promise<string[]> {
  const { tests } = await adminRequest(pathTo(StudentPaths.sitting, { id }), {
    schema: StudentSittingResponseSchema,
    fallbackError: StudentTexts.failedToLoadSitting,
    signal,
  });
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
  return adminRequest(StudentPaths.importPreview, {
    method: 'POST',
    multipart: importForm(file, createGroups),
    schema: ImportPreviewResponseSchema,
    fallbackError: StudentTexts.importFailed,
  });
}

export function startImport(file: File, createGroups: string[], skipInvalid: boolean): Promise<ImportStartResponse> {
  return adminRequest(StudentPaths.importStart, {
    method: 'POST',
    multipart: importForm(file, createGroups, skipInvalid),
    schema: ImportStartResponseSchema,
    fallbackError: StudentTexts.importFailed,
  });
}

export function getImportResult(jobId: string, signal?: AbortSignal): Promise<ImportResultResponse> {
  return adminRequest(pathTo(StudentPaths.importResult, { jobId }), {
    schema: ImportResultResponseSchema,
    fallbackError: StudentTexts.importFailed,
    signal,
  });
}
