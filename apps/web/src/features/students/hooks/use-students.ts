import { StudentTexts, type ArrangementsRequest, type CreateStudentRequest, type UpdateStudentRequest } from '@cdi/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createStudent,
  deleteStudent,
  getStudent,
  getTestHistory,
  getTestsBeingSat,
  listStudents,
  resetStudentPassword,
  revealStudentPassword,
  setArrangements,
  setStudentStatus,
  studentKeys,
  unlockStudentSignIn,
  updateStudent,
  type StudentListParams,
} from '../api/students-api';
import { errorMessage } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/Toast';

/** One page of students from the server; the previous page stays on screen while the next loads. */
export function useStudentList(params: StudentListParams) {
  return useQuery({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => listStudents(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudent(id: string) {
  return useQuery({ queryKey: studentKeys.detail(id), queryFn: ({ signal }) => getStudent(id, signal), retry: false });
}

export function useTestHistory(id: string, enabled: boolean) {
  return useQuery({ queryKey: studentKeys.history(id), queryFn: ({ signal }) => getTestHistory(id, signal), enabled });
}

/** What suspending the student would stop, read fresh each time it is asked. */
export function useTestsBeingSat(id: string) {
  return useQuery({
    queryKey: studentKeys.sitting(id),
    queryFn: ({ signal }) => getTestsBeingSat(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

function useInvalidateStudents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: studentKeys.all });
}

export function useCreateStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({ mutationFn: (body: CreateStudentRequest) => createStudent(body), onSuccess: invalidate });
}

export function useSetArrangements(id: string) {
  const invalidate = useInvalidateStudents();
  return useMutation({ mutationFn: (body: ArrangementsRequest) => setArrangements(id, body), onSuccess: invalidate });
}

export function useUpdateStudent(id: string) {
  const invalidate = useInvalidateStudents();
  return useMutation({ mutationFn: (body: UpdateStudentRequest) => updateStudent(id, body), onSuccess: invalidate });
}

export function useStudentStatus() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setStudentStatus(id, isActive),
    onSuccess: invalidate,
  });
}

/** Says how it went itself: the lock it lifts (and the button with it) is gone by the time it answers. */
export function useUnlockSignIn() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (id: string) => unlockStudentSignIn(id),
    onSuccess: () => {
      notify(StudentTexts.signInUnlocked);
      return invalidate();
    },
    onError: (error) => notify(errorMessage(error, StudentTexts.failedToUnlockSignIn), 'error'),
  });
}

export function useDeleteStudent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStudent(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: studentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...studentKeys.all, 'list'] });
    },
  });
}

export function useResetPassword(id: string) {
  return useMutation({ mutationFn: (password: string) => resetStudentPassword(id, password) });
}

export function useRevealPassword(id: string) {
  return useMutation({ mutationFn: () => revealStudentPassword(id) });
}
