import type { PublishAssemblyRequest, SaveAssemblyRequest } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assemblyKeys,
  createAssembly,
  deleteAssembly,
  listAssemblies,
  listParts,
  publishAssembly,
  updateAssembly,
} from '../api/assemblies-api';

export function useAssemblies() {
  return useQuery({ queryKey: assemblyKeys.list(), queryFn: ({ signal }) => listAssemblies(signal) });
}

export function useAssemblyParts() {
  return useQuery({ queryKey: assemblyKeys.parts(), queryFn: ({ signal }) => listParts(signal) });
}

/** Creates, or with an id replaces, an assembly. */
export function useSaveAssembly(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAssemblyRequest) => (id ? updateAssembly(id, body) : createAssembly(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assemblyKeys.list() }),
  });
}

export function useDeleteAssembly(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAssembly(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assemblyKeys.list() }),
  });
}

export function usePublishAssembly(id: string) {
  return useMutation({ mutationFn: (body: PublishAssemblyRequest) => publishAssembly(id, body) });
}
