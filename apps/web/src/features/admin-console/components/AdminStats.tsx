import { Texts } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatTile } from '../../../shared/ui/StatTile';
import { useAdminOverview } from '../hooks/use-admin-overview';
import '../admin-console.css';

export function AdminStats() {
  const { data: overview, isPending, error, refetch } = useAdminOverview();

  if (isPending) return <Spinner />;
  if (!overview) {
    return (
      <Notice tone="error">
        {errorMessage(error, Texts.somethingWentWrong)}{' '}
        <Button size="small" onClick={() => void refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  return (
    <div className="grid grid--stats" aria-label="Overview" role="group">
      <Link to="/admin-dashboard/students" className="stat-link">
        <StatTile label="Students" value={overview.students} icon={<Icon name="student" />} />
      </Link>
      <Link to="/admin-dashboard/groups" className="stat-link">
        <StatTile label="Groups" value={overview.groups} icon={<Icon name="group" />} />
      </Link>
      <Link to="/admin-dashboard/tests" className="stat-link">
        <StatTile label="Tests" value={overview.tests} icon={<Icon name="document" />} />
      </Link>
      <StatTile label="This Week" value={overview.this_week} icon={<Icon name="calendar" />} />
    </div>
  );
}
