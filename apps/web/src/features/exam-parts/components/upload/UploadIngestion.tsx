import { UPLOAD_SUCCESS_PAUSE_MS, UploadTexts, type ExamPartSummary } from '@cdi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { DialogActions } from '../../../../shared/ui/Dialog';
import { Notice } from '../../../../shared/ui/Notice';
import { notify } from '../../../../shared/ui/Toast';
import {
  examKeys,
  IngestionChecklist,
  ProcessingProblems,
  useExamPart,
  useIngestionProgress,
  isFinished,
} from '../../../exam-parts';
import '../../exam-parts.css';

interface UploadIngestionProps {
  /** The part as the upload call accepted it (pending). */
  accepted: ExamPartSummary;
  onClose: () => void;
  onEdit: () => void;
}

/** On completion: say so, refresh the lists, and close after a short pause. */
function useCloseWhenCompleted(completed: boolean, onClose: () => void): void {
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!completed) return;
    if (!announced.current) {
      announced.current = true;
      notify(UploadTexts.succeeded);
      void queryClient.invalidateQueries({ queryKey: examKeys.lists('developer') });
    }
    const timer = window.setTimeout(() => close.current(), UPLOAD_SUCCESS_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [completed, queryClient]);
}

/** After the upload: the part's ingestion live from the /ops socket (or polled), its problems if it fails. */
export function UploadIngestion({ accepted, onClose, onEdit }: UploadIngestionProps) {
  const detail = useExamPart('developer', accepted.id);
  const progress = useIngestionProgress(accepted.id);
  const exam = detail.data ?? accepted;
  const status = exam.processing_status;
  useCloseWhenCompleted(status === 'completed', onClose);

  return (
    <div className="upload-ingestion">
      <p>
        <span className="strong">{exam.title}</span> was uploaded. {isFinished(status) ? '' : 'Processing…'}
      </p>
      <IngestionChecklist
        stage={progress?.stage ?? exam.stage}
        status={status}
        percent={progress?.percent}
        files={{ hasAudio: exam.has_audio, hasImages: exam.image_count > 0 }}
      />
      {status === 'completed' && <Notice tone="success">{UploadTexts.succeeded}</Notice>}
      {status === 'failed' && (
        <>
          <Notice tone="error">Processing failed. Fix these problems and upload the part again.</Notice>
          <ProcessingProblems problems={exam.errors} />
        </>
      )}
      <DialogActions>
        {status === 'failed' && <Button onClick={onEdit}>Back to Form</Button>}
        <Button variant={status === 'failed' ? 'primary' : 'secondary'} onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </div>
  );
}
