import { UploadTexts } from '@cdi/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/Toast';
import type { ExamScope } from '../api/exam-parts-api';
import { useExamPart } from './use-exam-parts';

interface ExamPartPageOptions {
  /** Where to go when the part cannot be loaded. */
  listPath: string;
  /** Show a not-found view for a 404 instead of leaving. */
  showNotFound: boolean;
}

/** A part for its detail page. A failed load says 'Failed to fetch exam details' and goes back to the list. */
export function useExamPartPage(scope: ExamScope, id: string, { listPath, showNotFound }: ExamPartPageOptions) {
  const exam = useExamPart(scope, id);
  const navigate = useNavigate();
  const notFound = exam.error instanceof ApiError && exam.error.status === 404;
  const leave = exam.isError && !exam.data && !(showNotFound && notFound);

  useEffect(() => {
    if (!leave) return;
    notify(UploadTexts.fetchDetailsFailed, 'error');
    void navigate(listPath, { replace: true });
  }, [leave, listPath, navigate]);

  return { exam: exam.data, isPending: exam.isPending && !exam.isError, notFound: showNotFound && notFound && !exam.data };
}
