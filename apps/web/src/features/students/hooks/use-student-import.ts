import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminJobProgress } from '../../../shared/socket/admin-jobs-socket';
import { groupKeys } from '../../groups';
import { getImportResult, previewImport, startImport, studentKeys } from '../api/students-api';

/** If no word comes over the admin job channel in this long, ask the server once how the job stands. */
const FALLBACK_CHECK_MS = 15_000;

interface ImportFile {
  file: File;
  createGroups: string[];
  /** Enrol the good rows and skip the bad ones (the import only). */
  skipInvalid?: boolean;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: ({ file, createGroups }: ImportFile) => previewImport(file, createGroups) });
}

export function useStartImport() {
  return useMutation({
    mutationFn: ({ file, createGroups, skipInvalid = false }: ImportFile) => startImport(file, createGroups, skipInvalid),
  });
}

/**
 * An import's live progress (the admin job channel) and, once it is done, its credentials: fetched
 * once, since the server gives them out only once.
 */
export function useImportJob(jobId: string | null) {
  const progress = useAdminJobProgress(jobId);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    if (!jobId) return;
    const timer = window.setTimeout(() => setFallback(true), FALLBACK_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [jobId]);
  const finished = progress?.state === 'completed' || progress?.state === 'failed';
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: studentKeys.importResult(jobId ?? ''),
    queryFn: ({ signal }) => getImportResult(jobId!, signal),
    enabled: jobId !== null && (finished || fallback),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // The fallback answer said "still running": the channel will say when it is done.
  const stillRunning = result.data && (result.data.state === 'waiting' || result.data.state === 'active');
  useEffect(() => {
    if (stillRunning && finished) void queryClient.refetchQueries({ queryKey: studentKeys.importResult(jobId ?? '') });
  }, [stillRunning, finished, jobId, queryClient]);
  // Once the students exist (and any groups made with them), the lists behind the dialog show them.
  const completed = result.data?.state === 'completed';
  useEffect(() => {
    if (!completed) return;
    void queryClient.invalidateQueries({ queryKey: [...studentKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  }, [completed, queryClient]);
  return { progress, result };
}
