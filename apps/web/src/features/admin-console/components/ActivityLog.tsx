import {
  AdminConsoleTexts,
  countOf,
  formatNumber,
  LOG_EXPORT_MAX_ROWS,
  LOG_PAGE_SIZE_DEFAULT,
  type LogEntry,
  type LogFilter,
  SEARCH_DEBOUNCE_MS,
} from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTimeWithSeconds, today } from '../../../shared/format/date';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { type Column, Table } from '../../../shared/ui/Table';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { downloadLogs } from '../api/admin-console-api';
import { useActivityLog } from '../hooks/use-activity-log';
import { actionLabel, describeDetails } from '../lib/log-details';
import '../admin-console.css';

const COLUMNS: Column<LogEntry>[] = [
  { header: 'Date', cell: (entry) => <time dateTime={entry.created_at}>{dateTimeWithSeconds(entry.created_at)}</time> },
  {
    header: 'Person',
    cell: (entry) => (
      <>
        {entry.actor_name ?? '—'}
        {entry.actor_login_id && entry.actor_login_id !== entry.actor_name && (
          <span className="log-table__sub">{entry.actor_login_id}</span>
        )}
      </>
    ),
  },
  { header: 'Activity', cell: (entry) => entry.summary },
  { header: 'Details', cell: (entry) => <span className="log-table__details">{describeDetails(entry.details)}</span> },
];

/** The tenant's activity log: filters by person, action and days, a page at a time, and its CSV download. */
export function ActivityLog() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const debouncedActor = useDebouncedValue(actor.trim(), SEARCH_DEBOUNCE_MS);

  const reversed = from !== '' && to !== '' && from > to;
  const filter: LogFilter = {
    actor: debouncedActor || undefined,
    action: action || undefined,
    from: from || undefined,
    to: reversed ? undefined : to || undefined,
  };
  const log = useActivityLog({ ...filter, page, pageSize: LOG_PAGE_SIZE_DEFAULT });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(filter.actor || filter.action || filter.from || filter.to);

  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadLogs(filter);
      if (data && data.total > LOG_EXPORT_MAX_ROWS) {
        notify(AdminConsoleTexts.exportCapped.replace('{max}', formatNumber(LOG_EXPORT_MAX_ROWS)), 'info');
      }
    } catch (error) {
      notify(errorMessage(error, AdminConsoleTexts.failedToDownloadLogs), 'error');
    } finally {
      setDownloading(false);
    }
  };

  const actionOptions = (data?.actions ?? []).map((value) => ({ value, label: actionLabel(value) }));
  if (action && !actionOptions.some((o) => o.value === action)) actionOptions.push({ value: action, label: actionLabel(action) });

  return (
    <section className="panel" aria-labelledby="activity-log-title">
      <div className="log-toolbar">
        <h2 id="activity-log-title" className="panel__title">
          Activity
        </h2>
        <Button variant="primary" icon={<Icon name="download" size={18} />} busy={downloading} onClick={() => void download()}>
          Download Logs
        </Button>
      </div>
      <div className="log-filters" role="search" aria-label="Filter the activity log">
        <TextField
          id="log-actor"
          type="search"
          label="Person"
          placeholder="Name or login ID"
          value={actor}
          onChange={(event) => change(setActor)(event.target.value)}
        />
        <SelectField
          id="log-action"
          label="Action"
          placeholder="All actions"
          options={actionOptions}
          value={action}
          onChange={(event) => change(setAction)(event.target.value)}
        />
        <TextField
          id="log-from"
          type="date"
          label="From"
          max={to || today()}
          value={from}
          onChange={(event) => change(setFrom)(event.target.value)}
        />
        <TextField
          id="log-to"
          type="date"
          label="To"
          min={from || undefined}
          value={to}
          error={reversed ? AdminConsoleTexts.dateRangeReversed : undefined}
          onChange={(event) => change(setTo)(event.target.value)}
        />
      </div>
      {log.isError && (
        <Notice tone="error">
          {errorMessage(log.error, AdminConsoleTexts.failedToLoadLogs)}{' '}
          <Button size="small" onClick={() => void log.refetch()}>
            Try again
          </Button>
        </Notice>
      )}
      {log.isPending && <Spinner />}
      {data && data.logs.length === 0 && (
        <EmptyState
          title={AdminConsoleTexts.noActivityRecorded}
          description={filtered ? 'No entries match these filters.' : undefined}
        />
      )}
      {data && data.logs.length > 0 && (
        <>
          <Table caption="Activity log" hideCaption columns={COLUMNS} rows={data.logs} rowKey={(entry) => entry.id} />
          <nav className="pager" aria-label="Activity log pages">
            <Button size="small" disabled={page <= 1 || log.isFetching} onClick={() => setPage((p) => Math.max(1, p - 1))}>
              Previous
            </Button>
            <span className="pager__status" aria-live="polite">
              Page {data.page} of {formatNumber(pages)} · {countOf(data.total, 'entry', 'entries')}
            </span>
            <Button size="small" disabled={page >= pages || log.isFetching} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
