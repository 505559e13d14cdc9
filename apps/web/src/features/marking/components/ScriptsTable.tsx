import { MarkingTexts, type ScriptListItem } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { dateTime } from '../../../shared/format/date';
import { Table, type Column } from '../../../shared/ui/Table';
import { formatBand } from '../lib/bands';
import { scriptPath } from '../lib/paths';
import { MarkingStatusBadge } from './MarkingStatusBadge';
import { WordCounts } from './WordCounts';

const columns: Column<ScriptListItem>[] = [
  {
    header: MarkingTexts.candidate,
    cell: (s) => (
      <div className="marking-candidate">
        <span className="marking-candidate__name">{s.student.name}</span>
        <code className="marking-candidate__id">{s.student.candidate_id}</code>
      </div>
    ),
  },
  { header: MarkingTexts.test, cell: (s) => s.test_title },
  { header: MarkingTexts.submitted, cell: (s) => (s.submitted_at ? dateTime(s.submitted_at) : '—') },
  { header: MarkingTexts.words, cell: (s) => <WordCounts counts={s.word_counts} /> },
  { header: MarkingTexts.filters.status, cell: (s) => <MarkingStatusBadge status={s.status} /> },
  {
    header: MarkingTexts.writingBand,
    align: 'end',
    cell: (s) => (s.writing_band === null ? '—' : <strong>{formatBand(s.writing_band)}</strong>),
  },
  { header: MarkingTexts.markedBy, cell: (s) => (s.markers.length ? s.markers.join(', ') : '—') },
  {
    header: MarkingTexts.actions,
    align: 'end',
    cell: (s) => (
      <Link
        className="button button--primary button--small"
        to={scriptPath(s.attempt_id)}
        aria-label={`${MarkingTexts.open} ${s.student.name} (${s.student.candidate_id})`}
      >
        {MarkingTexts.open}
      </Link>
    ),
  },
];

export function ScriptsTable({ scripts }: { scripts: ScriptListItem[] }) {
  return <Table caption={MarkingTexts.title} hideCaption columns={columns} rows={scripts} rowKey={(s) => s.attempt_id} />;
}
