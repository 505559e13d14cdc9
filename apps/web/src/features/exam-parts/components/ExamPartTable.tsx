import type { ExamPartSummary } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../shared/ui/Icon';
import { Table, type Column } from '../../../shared/ui/Table';
import { PartStatus } from './PartStatus';
import { SectionLabel } from './SectionLabel';
import '../exam-parts.css';

export interface ExamPartActions {
  /** Where a part's detail page is. */
  detailPath: (id: string) => string;
  /** Offers delete when given (developers only). */
  onDelete?: (part: ExamPartSummary) => void;
}

interface ExamPartTableProps extends ExamPartActions {
  caption: string;
  parts: ExamPartSummary[];
  /** Name the section of each part (when a list mixes sections). */
  showSection: boolean;
}

const uploader = (part: ExamPartSummary) => `${part.uploader_first_name ?? ''} ${part.uploader_last_name ?? ''}`.trim() || '—';

function columns({
  detailPath,
  onDelete,
  showSection,
}: Omit<ExamPartTableProps, 'caption' | 'parts'>): Column<ExamPartSummary>[] {
  return [
    {
      header: 'Part',
      cell: (p) => (
        <span className="part-cell">
          {showSection && <SectionLabel section={p.section} />}
          <span className="strong">Part {p.part}</span>
        </span>
      ),
    },
    {
      header: 'Title',
      cell: (p) => (
        <>
          {p.title}
          {p.processing_status === 'failed' && p.errors.length > 0 && (
            <span className="part-cell__note">
              {p.errors.length} {p.errors.length === 1 ? 'problem' : 'problems'}, see details
            </span>
          )}
        </>
      ),
    },
    { header: 'Uploaded By', cell: uploader },
    { header: 'Status', cell: (p) => <PartStatus {...p} /> },
    {
      header: 'Actions',
      cell: (p) => (
        <span className="row-actions">
          <Link to={detailPath(p.id)} className="button button--ghost button--small" aria-label={`View ${p.title}`}>
            <Icon name="view" size={18} />
            View
          </Link>
          {onDelete && (
            <button
              type="button"
              className="button button--ghost button--small button--ghost-danger"
              aria-label={`Delete ${p.title}`}
              onClick={() => onDelete(p)}
            >
              <Icon name="trash" size={18} />
              Delete
            </button>
          )}
        </span>
      ),
    },
  ];
}

export function ExamPartTable({ caption, parts, ...options }: ExamPartTableProps) {
  return <Table caption={caption} hideCaption columns={columns(options)} rows={parts} rowKey={(p) => p.id} />;
}
