import {
  countOf,
  credentialsCsv,
  fillText,
  formatNumber,
  skippedRowsCsv,
  skippedRowsOf,
  StudentTexts,
  type ImportCredential,
  type ImportPreviewRow,
  type ImportSkippedRow,
} from '@cdi/contracts';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { FileField } from '../../../shared/ui/FileField';
import { Notice } from '../../../shared/ui/Notice';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { Spinner } from '../../../shared/ui/Spinner';
import { Table, type Column } from '../../../shared/ui/Table';
import { notify } from '../../../shared/ui/Toast';
import { useImportJob, usePreviewImport, useStartImport } from '../hooks/use-student-import';
import { printCredentials } from '../lib/credentials-sheet';
import { saveTextFile, TextFileTypes } from '../../../shared/files/save-file';

const previewColumns: Column<ImportPreviewRow>[] = [
  { header: 'Line', cell: (r) => r.line, align: 'end' },
  { header: 'Name', cell: (r) => `${r.first_name} ${r.last_name}`.trim() || '—' },
  { header: 'E-mail', cell: (r) => r.email || '—' },
  { header: 'Candidate ID', cell: (r) => r.candidate_id ?? 'Generated' },
  { header: 'Group', cell: (r) => r.group ?? '—' },
  {
    header: 'Status',
    cell: (r) =>
      r.status === 'ok' ? (
        <span className="badge badge--success">Ready</span>
      ) : (
        <span className="students__reasons">
          <span className="badge badge--danger">Problem</span>
          <span>{r.reasons.join('; ')}</span>
        </span>
      ),
  },
];

const credentialColumns: Column<ImportCredential>[] = [
  { header: 'Candidate ID', cell: (c) => <code>{c.candidate_id}</code> },
  { header: 'Password', cell: (c) => <code>{c.password}</code> },
  { header: 'Name', cell: (c) => `${c.first_name} ${c.last_name}` },
  { header: 'E-mail', cell: (c) => c.email ?? '—' },
  { header: 'Group', cell: (c) => c.group ?? '—' },
];

/**
 * How many rows the dialog lists: a 5,000-row table would take the page seconds to lay out, and what
 * the admin needs to see are the problems. The files (CSV, print) always hold every row.
 */
const ROWS_LISTED = { problems: 500, ready: 100, credentials: 200 } as const;

/** Every row of a short file in its order; of a long one the rows with problems first, then some of the ready ones. */
const listedRows = (rows: ImportPreviewRow[]): ImportPreviewRow[] =>
  rows.length <= ROWS_LISTED.ready
    ? rows
    : [
        ...rows.filter((r) => r.status === 'error').slice(0, ROWS_LISTED.problems),
        ...rows.filter((r) => r.status === 'ok').slice(0, ROWS_LISTED.ready),
      ];

/** What a finished import gave: the credentials, once, and the rows it skipped. */
interface ImportOutcome {
  credentials: ImportCredential[];
  skipped: ImportSkippedRow[];
}

const downloadSkipped = (rows: ImportSkippedRow[]) =>
  saveTextFile(StudentTexts.skippedFileName, skippedRowsCsv(rows), TextFileTypes.csv);

function ImportProgress({ jobId, total, onDone }: { jobId: string; total: number; onDone: (outcome: ImportOutcome) => void }) {
  const { progress, result } = useImportJob(jobId);
  const credentials = result.data?.credentials;
  const skipped = result.data?.skipped;
  useEffect(() => {
    if (credentials) onDone({ credentials, skipped: skipped ?? [] });
  }, [credentials, skipped, onDone]);
  const failed = progress?.state === 'failed' || result.data?.state === 'failed';
  const done = progress?.state === 'completed' ? total : (progress?.done ?? result.data?.done ?? 0);
  const of = progress?.total || total;
  if (failed) return <Notice tone="error">{progress?.message ?? result.data?.message ?? StudentTexts.importFailed}</Notice>;
  if (result.isError) return <Notice tone="error">{errorMessage(result.error, StudentTexts.importFailed)}</Notice>;
  return (
    <>
      <p>{StudentTexts.importKeepOpen}</p>
      <ProgressBar label={StudentTexts.importRunning} percent={of ? (done / of) * 100 : 0} />
      <p className="students__muted" role="status">
        {done} / {of}
      </p>
    </>
  );
}

/**
 * Bulk enrolment: choose a CSV or Excel file (sent as it is: the server reads its encoding), see every
 * row checked, import all of them or the good ones with the bad skipped, then the credentials sheet.
 */
export function ImportStudentsDialog({ onClose, centre }: { onClose: () => void; centre: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [job, setJob] = useState<{ id: string; total: number } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const credentials = outcome?.credentials ?? null;
  /** Groups named in the file that the centre lacks, which the admin ticked to create with the import. */
  const [createGroups, setCreateGroups] = useState<string[]>([]);
  const preview = usePreviewImport();
  const start = useStartImport();

  const file = files[0] ?? null;

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setCreateGroups([]);
    preview.reset();
    const first = chosen[0];
    if (first) preview.mutate({ file: first, createGroups: [] });
  };

  // The server checks the rows again with the groups to create, so the preview says what the import will do.
  const toggleGroup = (group: string) => {
    if (!file) return;
    const next = createGroups.includes(group) ? createGroups.filter((g) => g !== group) : [...createGroups, group];
    setCreateGroups(next);
    preview.mutate({ file, createGroups: next });
  };

  const begin = (skipInvalid: boolean) => {
    if (!file) return;
    start.mutate(
      { file, createGroups, skipInvalid },
      {
        onSuccess: ({ jobId, total }) => {
          notify(StudentTexts.importStarted, 'info');
          setJob({ id: jobId, total });
        },
      },
    );
  };

  const report = preview.isPending ? undefined : preview.data;
  const ready = report && !report.problem && report.total > 0 && report.invalid === 0;
  const shownRows = useMemo(() => listedRows(report?.rows ?? []), [report]);
  // Some rows good and some bad: the good ones can go in now, the bad ones fixed later.
  const partly = report && !report.problem && report.valid > 0 && report.invalid > 0;

  return (
    <Dialog title={StudentTexts.importTitle} onClose={onClose} size="wide">
      {outcome && credentials ? (
        <section aria-labelledby="credentials-title" className="students__sheet">
          <h3 id="credentials-title">{StudentTexts.credentialsTitle}</h3>
          <Notice tone="success">{fillText(StudentTexts.importDone, { n: credentials.length })}</Notice>
          {outcome.skipped.length > 0 && (
            <Notice tone="info">{fillText(StudentTexts.importSkipped, { m: countOf(outcome.skipped.length, 'row') })}</Notice>
          )}
          <p>{StudentTexts.credentialsHint}</p>
          {credentials.length > ROWS_LISTED.credentials && (
            <p className="students__muted">
              {fillText(StudentTexts.credentialsShown, {
                shown: formatNumber(ROWS_LISTED.credentials),
                total: formatNumber(credentials.length),
              })}
            </p>
          )}
          <Table
            caption={StudentTexts.credentialsTitle}
            hideCaption
            scroll
            columns={credentialColumns}
            rows={credentials.slice(0, ROWS_LISTED.credentials)}
            rowKey={(c) => c.candidate_id}
          />
          <DialogActions>
            <Button onClick={() => printCredentials(centre, credentials)}>Print Sheet</Button>
            <Button onClick={() => saveTextFile('credentials.csv', credentialsCsv(credentials), TextFileTypes.csv)}>
              Download CSV
            </Button>
            {outcome.skipped.length > 0 && (
              <Button onClick={() => downloadSkipped(outcome.skipped)}>{StudentTexts.importDownloadSkipped}</Button>
            )}
            <Button variant="primary" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </section>
      ) : job ? (
        <>
          <ImportProgress jobId={job.id} total={job.total} onDone={setOutcome} />
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <div className="form" aria-busy={preview.isPending}>
          <p>{StudentTexts.importHint}</p>
          <FileField
            id="student-import-file"
            label={StudentTexts.importChooseFile}
            accept=".csv,.tsv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            files={files}
            onChange={choose}
          />
          {preview.isPending && <Spinner label={StudentTexts.importChecking} />}
          {preview.isError && <Notice tone="error">{errorMessage(preview.error, StudentTexts.importFailed)}</Notice>}
          {report?.problem && <Notice tone="error">{report.problem}</Notice>}
          {report && !report.problem && (
            <>
              <p role="status">
                {report.total} rows: {report.valid} ready, {report.invalid} with problems
              </p>
              {report.new_groups.length > 0 && (
                <fieldset className="students__new-groups">
                  <legend>{StudentTexts.importNewGroups}</legend>
                  {report.new_groups.map((group) => (
                    <label key={group} className="check">
                      <input
                        type="checkbox"
                        checked={createGroups.includes(group)}
                        disabled={preview.isPending}
                        onChange={() => toggleGroup(group)}
                      />
                      {fillText(StudentTexts.importCreateGroup, { group })}
                    </label>
                  ))}
                </fieldset>
              )}
              {report.invalid > 0 && (
                <Notice tone="error">{fillText(StudentTexts.importHasBadRows, { n: report.invalid })}</Notice>
              )}
              {report.invalid > 0 && (
                <Button onClick={() => downloadSkipped(skippedRowsOf(report.rows))}>{StudentTexts.importDownloadSkipped}</Button>
              )}
              {shownRows.length < report.rows.length && (
                <p className="students__muted">
                  {fillText(StudentTexts.importRowsShown, {
                    shown: formatNumber(shownRows.length),
                    total: formatNumber(report.rows.length),
                  })}
                </p>
              )}
              <Table
                caption="Rows of the file"
                hideCaption
                scroll
                columns={previewColumns}
                rows={shownRows}
                rowKey={(r) => String(r.line)}
              />
            </>
          )}
          {start.isError && <Notice tone="error">{errorMessage(start.error, StudentTexts.importFailed)}</Notice>}
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            {partly && (
              <Button busy={start.isPending} onClick={() => begin(true)}>
                {fillText(StudentTexts.importSkipInvalid, {
                  n: countOf(report.valid, 'valid row'),
                  m: formatNumber(report.invalid),
                })}
              </Button>
            )}
            <Button variant="primary" disabled={!ready} busy={start.isPending} onClick={() => begin(false)}>
              {report && ready ? `Import ${report.total} Students` : 'Import'}
            </Button>
          </DialogActions>
        </div>
      )}
    </Dialog>
  );
}
