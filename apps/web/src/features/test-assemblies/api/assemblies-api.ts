import {
  AssemblyTexts,
  DEVELOPER_CLIENT_TIMEOUT_MS,
  ExamPartRoutes,
  type ExamPartSummary,
  type PublishAssemblyRequest,
  type SaveAssemblyRequest,
  type TestAssembly,
  TestAssemblyRoutes,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const assemblyKeys = {
  all: ['developer', 'test-assemblies'] as const,
  list: () => [...assemblyKeys.all, 'list'] as const,
  parts: () => [...assemblyKeys.all, 'parts'] as const,
};

const timeoutMs = DEVELOPER_CLIENT_TIMEOUT_MS;

export async function listAssemblies(signal?: AbortSignal): Promise<TestAssembly[]> {
  const { assemblies } = await callRoute(
    TestAssemblyRoutes.list,
    {},
    { timeoutMs, fallbackError: AssemblyTexts.loadFailed, signal },
  );
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
  const { assembly } = await callRoute(
    TestAssemblyRoutes.create,
    { body },
    { timeoutMs, fallbackError: AssemblyTexts.createFailed },
  );
  return assembly;
}

export async function updateAssembly(id: string, body: SaveAssemblyRequest): Promise<TestAssembly> {
  const { assembly } = await callRoute(
    TestAssemblyRoutes.update,
    { params: { id }, body },
    { timeoutMs, fallbackError: AssemblyTexts.updateFailed },
  );
  return assembly;
}

export async function deleteAssembly(id: string): Promise<void> {
  await callRoute(TestAssemblyRoutes.remove, { params: { id } }, { timeoutMs, fallbackError: AssemblyTexts.deleteFailed });
}

export async function publishAssembly(id: string, body: PublishAssemblyRequest): Promise<{ id: string; title: string }> {
  const { test } = await callRoute(
    TestAssemblyRoutes.publish,
    { params: { id }, body },
    { timeoutMs, fallbackError: AssemblyTexts.publishFailed },
  );
  return test;
}
