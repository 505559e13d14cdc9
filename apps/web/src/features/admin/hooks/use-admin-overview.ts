import { useQuery } from '@tanstack/react-query';
import { adminKeys, listGroups, listStudents, listTests } from '../api/admin-api';

/** Share of the student count shown as "This Week" on the dashboard. */
const THIS_WEEK_SHARE = 0.3;

export interface AdminOverview {
  students: number;
  groups: number;
  tests: number;
  thisWeek: number;
}

export function useAdminOverview() {
  const students = useQuery({ queryKey: adminKeys.students, queryFn: ({ signal }) => listStudents(signal) });
  const groups = useQuery({ queryKey: adminKeys.groups, queryFn: ({ signal }) => listGroups(signal) });
  const tests = useQuery({ queryKey: adminKeys.tests, queryFn: ({ signal }) => listTests(signal) });

  const overview: AdminOverview | undefined =
    students.data && groups.data && tests.data
      ? {
          students: students.data.length,
          groups: groups.data.length,
          tests: new Set(tests.data.map((test) => test.test_group)).size,
          thisWeek: Math.floor(students.data.length * THIS_WEEK_SHARE),
        }
      : undefined;

  return {
    overview,
    isPending: students.isPending || groups.isPending || tests.isPending,
    error: students.error ?? groups.error ?? tests.error,
    retry: () => Promise.all([students.refetch(), groups.refetch(), tests.refetch()]),
  };
}
