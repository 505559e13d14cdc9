import {
  AssemblyTexts,
  DEVELOPER_CLIENT_TIMEOUT_MS,
  ExamPartRoutes,
  type ExamPartSummary,
  OkSchema,
  pathTo,
  type PublishAssemblyRequest,
  PublishAssemblyResponseSchema,
  type SaveAssemblyRequest,
  type TestAssembly,
  TestAssemblyListResponseSchema,
  TestAssemblyPaths,
  TestAssemblyResponseSchema,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';
import { apiRequest } from '../../../shared/api/client';

export const assemblyKeys = {
  all: ['developer', 'test-assemblies'] as const,
  list: () => [...assemblyKeys.all, 'list'] as const,
  parts: () => [...assemblyKeys.all, 'parts'] as const,
};

const timeoutMs = DEVELOPER_CLIENT_TIMEOUT_MS;
const onePath = (id: string) => pathTo(TestAssemblyPaths.one, { id });

export async function listAssemblies(signal?: AbortSignal): Promise<TestAssembly[]> {
  const { assemblies } = await apiRequest(TestAssemblyPaths.list, {
    schema: TestAssemblyListResponseSchema,
    fallbackError: AssemblyTexts.loadFailed,
    timeoutMs,
    signal,
  });
  return assemblies;
}

/** Every uploaded part of every tenant, to pick components from. */
export async function listParts(signal?: AbortSignal): Promise<ExamPartSummary[]> {
  const { exams } = await callRoute(
    ExamPartRoutes.developerList,
    {},
    { fallbackError: AssemblyTexts.partsLoadFailed, timeoutMs, signal },
  );
  return exams;
}

export async function createAssembly(body: SaveAssemblyRequest): Promise<TestAssembly> {
  const { assembly } = await apiRequest(TestAssemblyPaths.list, {
    method: 'POST',
    json: body,
    schema: TestAssemblyResponseSchema,
    fallbackError: AssemblyTexts.createFailed,
    timeoutMs,
  });
  return assembly;
}

export async function updateAssembly(id: string, body: SaveAssemblyRequest): Promise<TestAssembly> {
  const { assembly } = await apiRequest(onePath(id), {
    method: 'PUT',
    json: body,
    schema: TestAssemblyResponseSchema,
    fallbackError: AssemblyTexts.updateFailed,
    timeoutMs,
  });
  return assembly;
}

export async function deleteAssembly(id: string): Promise<void> {
  await apiRequest(onePath(id), { method: 'DELETE', schema: OkSchema, fallbackError: AssemblyTexts.deleteFailed, timeoutMs });
}

export async function publishAssembly(id: string, body: PublishAssemblyRequest): Promise<{ id: string; title: string }> {
  const { test } = await apiRequest(pathTo(TestAssemblyPaths.publish, { id }), {
    method: 'POST',
    json: body,
    schema: PublishAssemblyResponseSchema,
    fallbackError: AssemblyTexts.publishFailed,
    timeoutMs,
  });
  return test;
}
