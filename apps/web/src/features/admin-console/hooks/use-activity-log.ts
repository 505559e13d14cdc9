import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminConsoleKeys, listLogs, type LogsPageQuery } from '../api/admin-console-api';

export function useActivityLog(query: LogsPageQuery) {
  return useQuery({
    queryKey: adminConsoleKeys.logs(query),
    queryFn: ({ signal }) => listLogs(query, signal),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
