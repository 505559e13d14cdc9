import { AssignmentTexts, fillText, ResultTexts, type AssignmentResultRow, type ResultsExportFormat } from '@cdi/contracts';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { BackLink } from '../../../shared/ui/BackLink';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import {
  useAssignmentResults,
  useExportAssignment,
  useReleaseAssignment,
  useReleaseAttempt,
  useRemarkAssignment,
} from '../hooks/use-results';
import { AttemptDetailsDialog } from './AttemptDetailsDialog';
import { BandDistribution } from './BandDistribution';
import { BandTablesDialog } from './BandTablesDialog';
import { ConfirmResultsDialog } from './ConfirmResultsDialog';
import { QuestionDifficultyPanel } from './QuestionDifficultyPanel';
import { ResultsTable, viewButtonId } from './ResultsTable';
import { remarkScope } from '../lib/remark-scope';
import '../results.css';

const ASSIGNMENTS_PATH = '/admin-dashboard/assignments';

type SatRow = AssignmentResultRow & { attempt_id: string };
type Open =
  | { kind: 'details'; row: SatRow }
  | { kind: 'band-tables' }
  | { kind: 'release-all' }
  | { kind: 'release-one'; row: SatRow }
  | { kind: 'remark' }
  | null;

/** The candidates a confirmation concerns, by name and candidate ID. */
function CandidateNames({ rows, label }: { rows: readonly AssignmentResultRow[]; label: string }) {
  return (
    <ul className="results-confirm-names" aria-label={label}>
      {rows.map((r) => (
        <li key={r.user_id}>
          {r.name} <span className="muted">({r.candidate_id})</span>
        </li>
      ))}
    </ul>
  );
}

/** /admin-dashboard/results/{assignmentId}: the group's results, releases, re-marking, exports, band tables and statistics. */
export function AssignmentResultsView({ assignmentId }: { assignmentId: string }) {
  const results = useAssignmentResults(assignmentId);
  const releaseAll = useReleaseAssignment(assignmentId);
  const releaseOne = useReleaseAttempt();
  const remark = useRemarkAssignment(assignmentId);
  const exporter = useExportAssignment(assignmentId, results.data?.test_title ?? '');
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState<ResultsExportFormat | null>(null);

  const released = (n: number) => notify(fillText(ResultTexts.releasedCount, { n }));
  const failed = (fallback: string) => (error: unknown) => notify(errorMessage(error, fallback), 'error');
  const close = () => setOpen(null);
  // Each confirmation starts without the last one's failure.
  const ask = (next: Exclude<Open, null>) => {
    releaseAll.reset();
    releaseOne.reset();
    remark.reset();
    setOpen(next);
  };

  const doReleaseAll = () =>
    releaseAll.mutate(undefined, {
      onSuccess: (n) => {
        released(n);
        close();
      },
    });
  const doRemark = () =>
    remark.mutate(undefined, {
      onSuccess: (n) => {
        notify(fillText(ResultTexts.remarkQueued, { n }));
        close();
      },
    });
  const doExport = (format: ResultsExportFormat) => {
    setExporting(format);
    exporter.mutate(format, { onError: failed(ResultTexts.failedToExport), onSettled: () => setExporting(null) });
  };
  const doRelease = (row: SatRow) =>
    releaseOne.mutate(row.attempt_id, {
      onSuccess: (n) => {
        released(n);
        close();
        // The row's Release button is gone: its View Details button keeps the keyboard's place.
        requestAnimationFrame(() => document.getElementById(viewButtonId(row.attempt_id))?.focus());
      },
    });

  const back = <BackLink to={ASSIGNMENTS_PATH} label={ResultTexts.backToAssignments} />;

  if (results.isPending) {
    return (
      <>
        {back}
        <Spinner label={ResultTexts.loading} />
      </>
    );
  }
  if (results.isError) {
    const notFound = results.error instanceof ApiError && results.error.status === 404;
    return (
      <>
        {back}
        <section className="panel" role="alert">
          <EmptyState
            title={notFound ? ResultTexts.notFound : ResultTexts.failedToLoad}
            description={notFound ? undefined : errorMessage(results.error, ResultTexts.failedToLoad)}
            action={
              !notFound && (
                <Button busy={results.isFetching} onClick={() => void results.refetch()}>
                  {ResultTexts.tryAgain}
                </Button>
              )
            }
          />
        </section>
      </>
    );
  }

  const data = results.data;
  const title = fillText(ResultTexts.resultsTitle, { title: data.test_title });
  const ready = data.rows.filter((r) => r.status === 'ready');
  const anyReady = ready.length > 0;
  const anyRows = data.rows.length > 0;
  const toRemark = remarkScope(data.rows);
  return (
    <div className="results-page">
      {back}
      <PageHeader
        title={title}
        subtitle={
          <>
            {AssignmentTexts.target}: {data.target} · {ResultTexts.readingModule}:{' '}
            {ResultTexts.readingModules[data.reading_module]}
          </>
        }
      />
      <div className="results-toolbar" role="group" aria-label={`${title}: ${ResultTexts.actions}`}>
        <Button
          variant="primary"
          icon={<Icon name="check" size={18} />}
          busy={releaseAll.isPending}
          // Stays focusable when there is nothing to release, so the keyboard does not lose its place.
          aria-disabled={!anyReady || undefined}
          onClick={() => anyReady && ask({ kind: 'release-all' })}
        >
          {releaseAll.isPending ? ResultTexts.releasing : ResultTexts.releaseAll}
        </Button>
        <Button
          icon={<Icon name="refresh" size={18} />}
          busy={remark.isPending}
          disabled={!anyRows}
          onClick={() => ask({ kind: 'remark' })}
        >
          {ResultTexts.remark}
        </Button>
        <Button
          icon={<Icon name="download" size={18} />}
          busy={exporting === 'csv'}
          disabled={!anyRows}
          onClick={() => doExport('csv')}
        >
          {ResultTexts.exportCsv}
        </Button>
        <Button
          icon={<Icon name="download" size={18} />}
          busy={exporting === 'xlsx'}
          disabled={!anyRows}
          onClick={() => doExport('xlsx')}
        >
          {ResultTexts.exportXlsx}
        </Button>
        <Button icon={<Icon name="chart" size={18} />} onClick={() => setOpen({ kind: 'band-tables' })}>
          {ResultTexts.bandTables}
        </Button>
      </div>
      <section className="panel" aria-label={title}>
        {anyRows ? (
          <ResultsTable
            title={title}
            rows={data.rows}
            releasing={releaseOne.isPending ? (releaseOne.variables ?? null) : null}
            onView={(row) => setOpen({ kind: 'details', row })}
            onRelease={(row) => ask({ kind: 'release-one', row })}
          />
        ) : (
          <EmptyState title={ResultTexts.noResults} />
        )}
      </section>
      {anyRows && (
        <div className="grid grid--two">
          <BandDistribution distribution={data.distribution} />
          <QuestionDifficultyPanel questions={data.questions} />
        </div>
      )}
      {open?.kind === 'details' && (
        <AttemptDetailsDialog attemptId={open.row.attempt_id} name={open.row.name} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'band-tables' && <BandTablesDialog testId={data.test_id} onClose={() => setOpen(null)} />}
      {open?.kind === 'release-all' && (
        <ConfirmResultsDialog
          title={ResultTexts.releaseConfirmTitle}
          message={fillText(ResultTexts.releaseAllConfirm, { n: ready.length, title: data.test_title })}
          confirmLabel={ResultTexts.releaseAll}
          busy={releaseAll.isPending}
          error={releaseAll.error}
          failureText={ResultTexts.failedToRelease}
          onConfirm={doReleaseAll}
          onClose={close}
        />
      )}
      {open?.kind === 'release-one' && (
        <ConfirmResultsDialog
          title={ResultTexts.releaseConfirmTitle}
          message={fillText(ResultTexts.releaseOneConfirm, {
            name: `${open.row.name} (${open.row.candidate_id})`,
            title: data.test_title,
          })}
          confirmLabel={ResultTexts.release}
          busy={releaseOne.isPending}
          error={releaseOne.error}
          failureText={ResultTexts.failedToRelease}
          onConfirm={() => doRelease(open.row)}
          onClose={close}
        />
      )}
      {open?.kind === 'remark' && (
        <ConfirmResultsDialog
          title={ResultTexts.remarkConfirmTitle}
          message={
            toRemark.candidates.length === 0
              ? fillText(ResultTexts.remarkNothing, { title: data.test_title })
              : fillText(ResultTexts.remarkConfirm, { n: toRemark.candidates.length, title: data.test_title })
          }
          confirmLabel={ResultTexts.remark}
          busy={remark.isPending}
          error={remark.error}
          failureText={ResultTexts.failedToRemark}
          onConfirm={doRemark}
          onClose={close}
        >
          {toRemark.released.length > 0 ? (
            <>
              <p className="results-confirm-note">{fillText(ResultTexts.remarkReleased, { n: toRemark.released.length })}</p>
              <CandidateNames rows={toRemark.released} label={ResultTexts.remarkReleased} />
            </>
          ) : (
            toRemark.candidates.length > 0 && <p className="results-confirm-note muted">{ResultTexts.remarkNoneReleased}</p>
          )}
        </ConfirmResultsDialog>
      )}
    </div>
  );
}
