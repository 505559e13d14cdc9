import { ResultTexts, StudentTexts, type TestResult } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTime } from '../../../shared/format/date';
import { sectionName } from '../../../shared/format/section-name';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { Table, type Column } from '../../../shared/ui/Table';
import { formatBand, QuestionTable } from '../../results';
import { useTestHistory } from '../hooks/use-students';
import { resultScore } from '../lib/result-score';
import { savedAnswerRows } from '../lib/saved-answers';
import { saveTextFile, TextFileTypes } from '../../../shared/files/save-file';
import { resultCsv } from '../lib/results-csv';

const SECTION_ICON: Record<TestResult['section'], IconName> = { listening: 'headphones', reading: 'book', writing: 'pen' };
const TONE = { green: 'badge--success', yellow: 'badge--warning', red: 'badge--danger' } as const;

function Score({ result }: { result: TestResult }) {
  const score = resultScore(result);
  if (!score) return <span className="badge badge--neutral">{StudentTexts.notMarkedYet}</span>;
  return (
    <span className={`badge ${TONE[score.colour]}`}>
      {score.text} ({score.percent}%)
    </span>
  );
}

function Band({ result }: { result: TestResult }) {
  if (result.status !== 'marked' || result.band === null) return <span className="muted">—</span>;
  return <span className="strong">{formatBand(result.band)}</span>;
}

/**
 * The candidate's answers as saved, when there is no marking to hold them against (writing, or not
 * marked yet), numbered as the candidate's paper showed them.
 */
function SavedAnswers({ result }: { result: Pick<TestResult, 'answers' | 'shown_numbers'> }) {
  const rows = savedAnswerRows(result);
  return (
    <Table
      caption={ResultTexts.answers}
      hideCaption
      columns={[
        { header: ResultTexts.question, cell: ({ question }) => <span className="strong">{question}</span> },
        {
          header: ResultTexts.candidateAnswer,
          cell: ({ answer }) =>
            answer.trim() === '' ? (
              <span className="muted">{ResultTexts.noAnswer}</span>
            ) : (
              <span className="students__answer">{answer}</span>
            ),
        },
      ]}
      rows={rows}
      rowKey={({ key }) => key}
      emptyText={ResultTexts.noQuestions}
    />
  );
}

function ResultDetailsDialog({ result, candidateId, onClose }: { result: TestResult; candidateId: string; onClose: () => void }) {
  const exportResults = () =>
    saveTextFile(
      StudentTexts.exportResultsFileName.replace('{id}', `${candidateId}-${result.section}`),
      resultCsv(candidateId, result),
      TextFileTypes.csv,
    );
  return (
    <Dialog title={`${result.test_title}: ${sectionName(result.section)}`} onClose={onClose} size="wide" dismissLabel="Close">
      <dl className="details">
        <div>
          <dt>Score</dt>
          <dd>
            <Score result={result} />
          </dd>
        </div>
        <div>
          <dt>{ResultTexts.band}</dt>
          <dd>
            <Band result={result} />
          </dd>
        </div>
        <div>
          <dt>Completed</dt>
          <dd>{result.completed_at ? dateTime(result.completed_at) : '—'}</dd>
        </div>
      </dl>
      <h3 className="students__answers-title">{ResultTexts.answers}</h3>
      {result.questions.length > 0 ? (
        <QuestionTable
          caption={`${sectionName(result.section)}: ${ResultTexts.answers}`}
          questions={result.questions}
          answerHeader={ResultTexts.candidateAnswer}
        />
      ) : (
        <SavedAnswers result={result} />
      )}
      <details className="students__stored">
        <summary>{ResultTexts.rawAnswers}</summary>
        <h4>Answers</h4>
        <pre className="students__raw" tabIndex={0} aria-label="Answers">
          {JSON.stringify(result.answers, null, 2)}
        </pre>
        <h4>Correct solutions</h4>
        <pre className="students__raw" tabIndex={0} aria-label="Correct solutions">
          {result.solutions ? JSON.stringify(result.solutions, null, 2) : 'None on record'}
        </pre>
      </details>
      <DialogActions>
        <Button icon={<Icon name="upload" size={18} />} onClick={exportResults}>
          Export Results
        </Button>
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The student's results: a row per completed section of a real attempt; scores once marked. */
export function StudentResults({ studentId, candidateId }: { studentId: string; candidateId: string }) {
  const history = useTestHistory(studentId, true);
  const [open, setOpen] = useState<TestResult | null>(null);
  const columns: Column<TestResult>[] = [
    { header: 'Test', cell: (r) => r.test_title },
    {
      header: 'Section',
      cell: (r) => (
        <span className="badge badge--with-icon badge--plain">
          <Icon name={SECTION_ICON[r.section]} size={16} />
          {sectionName(r.section)}
        </span>
      ),
    },
    { header: 'Score', cell: (r) => <Score result={r} /> },
    { header: ResultTexts.band, cell: (r) => <Band result={r} /> },
    { header: 'Date', cell: (r) => (r.completed_at ? dateTime(r.completed_at) : '—') },
    {
      header: 'Details',
      align: 'end',
      cell: (r) => (
        <Button
          size="small"
          variant="ghost"
          aria-label={`View details of ${r.test_title} ${sectionName(r.section)}`}
          onClick={() => setOpen(r)}
        >
          View Details
        </Button>
      ),
    },
  ];
  return (
    <section className="panel" aria-labelledby="results-title">
      <h2 id="results-title" className="panel__title">
        Test Results
      </h2>
      {history.isPending && <Spinner />}
      {history.isError && <Notice tone="error">{errorMessage(history.error, StudentTexts.failedToLoadResults)}</Notice>}
      {history.data && (
        <Table
          caption="Test results"
          hideCaption
          columns={columns}
          rows={history.data}
          rowKey={(r) => r.id}
          emptyText={StudentTexts.noResults}
        />
      )}
      {open && <ResultDetailsDialog result={open} candidateId={candidateId} onClose={() => setOpen(null)} />}
    </section>
  );
}
