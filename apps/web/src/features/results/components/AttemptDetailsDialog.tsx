import { fillText, ResultTexts } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { useAttemptResult, useReleaseAttempt } from '../hooks/use-results';
import { formatBand, NO_VALUE, rawScoreText, speakingRecordedText } from '../lib/result-format';
import { BandCards } from './BandCards';
import { QuestionTable } from './QuestionTable';
import { StatusBadge } from './StatusBadge';
import { WritingFeedbackList } from './WritingFeedbackList';

interface AttemptDetailsDialogProps {
  attemptId: string;
  /** The row's name, for the title while the sitting loads. */
  name: string;
  onClose: () => void;
}

/** One sitting for the centre: its bands, every Listening and Reading answer against the key, and the writing marks. */
export function AttemptDetailsDialog({ attemptId, name, onClose }: AttemptDetailsDialogProps) {
  const attempt = useAttemptResult(attemptId);
  const release = useReleaseAttempt();
  const result = attempt.data;

  const doRelease = () =>
    release.mutate(attemptId, {
      onSuccess: (n) => notify(fillText(ResultTexts.releasedCount, { n })),
      onError: (error) => notify(errorMessage(error, ResultTexts.failedToRelease), 'error'),
    });

  return (
    <Dialog
      title={result ? `${result.student.name}: ${result.test_title}` : name}
      onClose={onClose}
      size="wide"
      dismissLabel={ResultTexts.close}
    >
      {attempt.isPending && <Spinner label={ResultTexts.loading} />}
      {attempt.isError && (
        <Notice tone="error">
          {errorMessage(attempt.error, ResultTexts.failedToLoadDetails)}{' '}
          <Button size="small" busy={attempt.isFetching} onClick={() => void attempt.refetch()}>
            {ResultTexts.tryAgain}
          </Button>
        </Notice>
      )}
      {result && (
        <div className="attempt-details">
          <dl className="details">
            <div>
              <dt>{ResultTexts.candidateId}</dt>
              <dd>{result.student.candidate_id}</dd>
            </div>
            <div>
              <dt>{ResultTexts.status}</dt>
              <dd>
                <StatusBadge status={result.status} />
              </dd>
            </div>
            <div>
              <dt>{ResultTexts.completed}</dt>
              <dd>{result.completed_at ? dateTime(result.completed_at) : NO_VALUE}</dd>
            </div>
            <div>
              <dt>{ResultTexts.released}</dt>
              <dd>{result.released_at ? dateTime(result.released_at) : NO_VALUE}</dd>
            </div>
            <div>
              <dt>{ResultTexts.speakingBand}</dt>
              <dd>
                {result.speaking ? (
                  <>
                    <span className="strong">{formatBand(result.speaking.band)}</span>{' '}
                    <span className="muted">{speakingRecordedText(result.speaking)}</span>
                  </>
                ) : (
                  ResultTexts.speakingNotRecorded
                )}
              </dd>
            </div>
          </dl>
          <BandCards
            sections={result.sections}
            overallBand={result.overall_band}
            overallKind={result.overall_kind}
            speakingBand={result.speaking_band}
          />
          {result.sections
            .filter((s) => s.section !== 'writing')
            .map((section) => {
              const label = ResultTexts[section.section];
              return (
                <section key={section.section} className="attempt-details__section" aria-label={label}>
                  <h3 className="sitting-card__section-title">
                    {label}
                    <span className="sitting-card__raw">
                      {section.status === 'marked'
                        ? rawScoreText(section.raw_score, section.max_score)
                        : ResultTexts.notMarkedYet}
                    </span>
                  </h3>
                  <QuestionTable caption={label} questions={section.questions} answerHeader={ResultTexts.candidateAnswer} />
                </section>
              );
            })}
          <section className="attempt-details__section" aria-label={ResultTexts.writingFeedback}>
            <h3 className="sitting-card__section-title">{ResultTexts.writingFeedback}</h3>
            <WritingFeedbackList feedback={result.writing_feedback} headingLevel="h4" />
          </section>
        </div>
      )}
      <DialogActions>
        {result?.status === 'ready' && (
          <Button busy={release.isPending} onClick={doRelease}>
            {release.isPending ? ResultTexts.releasing : ResultTexts.release}
          </Button>
        )}
        <Button variant="primary" onClick={onClose}>
          {ResultTexts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
