import type { InvigilationAssignment } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { dateTime } from '../../../shared/format/date';
import { Table, type Column } from '../../../shared/ui/Table';
import { rosterPath } from '../lib/paths';

const columns: Column<InvigilationAssignment>[] = [
  {
    header: 'Test',
    cell: (a) => (
      <Link to={rosterPath(a.id)} className="strong">
        {a.test_title}
      </Link>
    ),
  },
  { header: 'Target', cell: (a) => `${a.target_name} (${a.target_type})` },
  { header: 'Assigned', cell: (a) => <time dateTime={a.created_at}>{dateTime(a.created_at)}</time> },
  { header: 'Opens', cell: (a) => (a.opens_at ? <time dateTime={a.opens_at}>{dateTime(a.opens_at)}</time> : '—') },
  { header: 'Online', align: 'end', cell: (a) => a.counts.online },
  { header: 'In progress', align: 'end', cell: (a) => a.counts.in_progress },
  { header: 'Finished', align: 'end', cell: (a) => a.counts.completed },
  { header: 'Total', align: 'end', cell: (a) => a.counts.total },
];

/** Tests being sat (or, with another caption, upcoming sittings), each linking to its live roster. */
export function AssignmentsTable({
  assignments,
  caption = 'Tests being sat',
}: {
  assignments: InvigilationAssignment[];
  caption?: string;
}) {
  return <Table caption={caption} hideCaption columns={columns} rows={assignments} rowKey={(a) => a.id} />;
}
