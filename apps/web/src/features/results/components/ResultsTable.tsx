import { ResultTexts, type AssignmentResultRow } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { Table, type Column } from '../../../shared/ui/Table';
import { formatBand, NO_VALUE, rawScoreText } from '../lib/result-format';
import { StatusBadge } from './StatusBadge';

type Skill = AssignmentResultRow['listening'];

/** A raw score and its band; the band's name is said to screen readers, the column names the skill. */
function SkillCell({ skill }: { skill: Skill }) {
  if (!skill) return <span className="muted">{NO_VALUE}</span>;
  return (
    <span className="results-skill">
      <span>{rawScoreText(skill.raw_score, skill.max_score)}</span>
      <span className="results-skill__band">
        <span className="sr-only">{ResultTexts.band} </span>
        {formatBand(skill.band)}
      </span>
    </span>
  );
}

function BandCell({ band }: { band: number | null }) {
  return band === null ? <span className="muted">{NO_VALUE}</span> : <span className="strong">{formatBand(band)}</span>;
}

/** The overall band and which overall it is: of the four skills (L/R/W/S), or the L/R/W average. */
function OverallCell({ row }: { row: AssignmentResultRow }) {
  return (
    <span className="results-overall">
      <BandCell band={row.overall_band} />
      {row.overall_band !== null && (
        <span className="muted results-overall__basis">{ResultTexts.overallBases[row.overall_kind]}</span>
      )}
    </span>
  );
}

interface ResultsTableProps {
  title: string;
  rows: AssignmentResultRow[];
  /** The attempt being released, to show its row's button busy. */
  releasing: string | null;
  onView: (row: AssignmentResultRow & { attempt_id: string }) => void;
  onRelease: (row: AssignmentResultRow & { attempt_id: string }) => void;
}

/** The row's View Details button, where focus goes once its Release button is gone. */
export const viewButtonId = (attemptId: string) => `results-view-${attemptId}`;

const hasAttempt = (row: AssignmentResultRow): row is AssignmentResultRow & { attempt_id: string } => row.attempt_id !== null;

/** The assignment's candidates: status, Listening and Reading raw scores with bands, the Writing, Speaking and Overall bands. */
export function ResultsTable({ title, rows, releasing, onView, onRelease }: ResultsTableProps) {
  const columns: Column<AssignmentResultRow>[] = [
    { header: ResultTexts.candidate, cell: (r) => <span className="strong">{r.name}</span> },
    { header: ResultTexts.candidateId, cell: (r) => r.candidate_id },
    { header: ResultTexts.status, cell: (r) => <StatusBadge status={r.status} /> },
    { header: ResultTexts.listening, cell: (r) => <SkillCell skill={r.listening} /> },
    { header: ResultTexts.reading, cell: (r) => <SkillCell skill={r.reading} /> },
    { header: ResultTexts.writing, cell: (r) => <BandCell band={r.writing_band} /> },
    { header: ResultTexts.speaking, cell: (r) => <BandCell band={r.speaking_band} /> },
    { header: ResultTexts.overall, cell: (r) => <OverallCell row={r} /> },
    {
      header: ResultTexts.actions,
      align: 'end',
      cell: (r) =>
        hasAttempt(r) && (
          <span className="results-actions">
            <Button
              id={viewButtonId(r.attempt_id)}
              size="small"
              variant="ghost"
              icon={<Icon name="view" size={16} />}
              aria-label={`${ResultTexts.viewDetails}: ${r.name}`}
              onClick={() => onView(r)}
            >
              {ResultTexts.viewDetails}
            </Button>
            {r.status === 'ready' && (
              <Button
                size="small"
                icon={<Icon name="check" size={16} />}
                aria-label={`${ResultTexts.release}: ${r.name}`}
                busy={releasing === r.attempt_id}
                onClick={() => onRelease(r)}
              >
                {ResultTexts.release}
              </Button>
            )}
          </span>
        ),
    },
  ];
  return <Table caption={title} hideCaption columns={columns} rows={rows} rowKey={(r) => r.user_id} />;
}
