import type { ExamPartSummary } from '@cdi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { delay } from '../../../shared/hooks/delay';
import { notify } from '../../../shared/ui/Toast';
import { examKeys } from '../api/exam-parts-api';
import { sendUpload, uploadFormData } from '../api/upload-exam';
import { filesToSend, type UploadFiles, type UploadValues } from '../lib/upload-form';
import { withUploadRetries } from '../lib/upload-retry';

export interface UploadRequest {
  values: UploadValues;
  files: UploadFiles<File>;
}

/**
 * Sends an upload with the spec's retries, reporting the bytes sent (percent) and the latest retry
 * notice. Cancelled by `cancel` or when the caller unmounts; a cancelled upload ends with an AbortError.
 */
export function useExamUpload() {
  const queryClient = useQueryClient();
  const [sentPercent, setSentPercent] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: ({ values, files }: UploadRequest): Promise<ExamPartSummary> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setNotice(null);
      const form = uploadFormData(values, filesToSend(files, values.section));
      const send = () => {
        setSentPercent(0);
        return sendUpload(form, (fraction) => setSentPercent(fraction * 100), abort.signal);
      };
      return withUploadRetries(send, {
        wait: (ms) => delay(ms, abort.signal),
        announce: (message) => {
          setNotice(message);
          notify(message, 'info');
        },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.lists('developer') }),
    onSettled: () => setNotice(null),
  });

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, sentPercent, notice, cancel };
}
