import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const isTransient = (error: unknown) =>
  error instanceof ApiError && !error.timedOut && (error.status === 0 || error.status >= 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => failureCount < 1 && isTransient(error),
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
    mutations: { retry: false },
  },
});
