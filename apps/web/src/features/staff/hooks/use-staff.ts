import type { CreateStaffRequest, UpdateStaffRequest } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createStaff, deleteStaff, listStaff, resetStaffPassword, staffKeys, updateStaff } from '../api/staff-api';

export function useStaffList() {
  return useQuery({ queryKey: staffKeys.all, queryFn: ({ signal }) => listStaff(signal) });
}

function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

export function useCreateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (body: CreateStaffRequest) => createStaff(body), onSuccess: invalidate });
}

export function useUpdateStaff(id: string) {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (body: UpdateStaffRequest) => updateStaff(id, body), onSuccess: invalidate });
}

export function useDeleteStaff(id: string) {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: () => deleteStaff(id), onSuccess: invalidate });
}

/** Suspends (signing them out at once) or activates a member. */
export function useSetStaffActive() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: string; is_active: boolean }) => updateStaff(id, { is_active }),
    onSuccess: invalidate,
  });
}

export function useResetStaffPassword(id: string) {
  return useMutation({ mutationFn: () => resetStaffPassword(id) });
}
