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
  { header: 'Online', align: 'end', cell: (a) => a.counts.online },
  { header: 'In progress', align: 'end', cell: (a) => a.counts.in_progress },
  { header: 'Finished', align: 'end', cell: (a) => a.counts.completed },
  { header: 'Total', align: 'end', cell: (a) => a.counts.total },
];

/** The tests being sat now, each linking to its live roster. */
export function AssignmentsTable({ assignments }: { assignments: InvigilationAssignment[] }) {
  return <Table caption="Tests being sat" hideCaption columns={columns} rows={assignments} rowKey={(a) => a.id} />;
}
