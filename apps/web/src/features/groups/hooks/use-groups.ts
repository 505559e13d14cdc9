import { GROUPS_PAGE_SIZE, SEARCH_DEBOUNCE_MS, type GroupRequest } from '@cdi/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import {
  addMember,
  createGroup,
  deleteGroup,
  groupKeys,
  listAvailableStudents,
  listGroupAssignments,
  listGroups,
  removeMember,
  updateGroup,
} from '../api/groups-api';

/** One page of the tenant's groups (50 a page, as the spec loads them). */
export function useGroupsPage(page: number, pageSize = GROUPS_PAGE_SIZE) {
  return useQuery({
    queryKey: groupKeys.page(page, pageSize),
    queryFn: ({ signal }) => listGroups(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Any change to groups may change every page and every available list: they are all read again. */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: groupKeys.all });
}

export function useSaveGroup(groupId: string | null) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: GroupRequest) => (groupId ? updateGroup(groupId, body) : createGroup(body)),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: () => deleteGroup(groupId), onSuccess: invalidate });
}

export function useAddMember(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: (userId: string) => addMember(groupId, userId), onSuccess: invalidate });
}

export function useRemoveMember(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: (userId: string) => removeMember(groupId, userId), onSuccess: invalidate });
}

/** The tests given to the group now, read fresh whenever a removal is confirmed. */
export function useGroupAssignments(groupId: string) {
  return useQuery({
    queryKey: groupKeys.assignments(groupId),
    queryFn: ({ signal }) => listGroupAssignments(groupId, signal),
    staleTime: 0,
  });
}

/** The students who could join the group, searched on the server as the admin types (debounced). */
export function useAvailableStudents(groupId: string, search: string) {
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: groupKeys.available(groupId, q),
    queryFn: ({ signal }) => listAvailableStudents(groupId, q, signal),
    placeholderData: keepPreviousData,
  });
}
