import { ResultTexts } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../shared/ui/Icon';
import { TEST_RESULTS_PATH } from '../lib/paths';

/** The way to the candidate's results, for the dashboard and the end of a sitting. */
export function TestResultsLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={TEST_RESULTS_PATH} className={`button button--${variant}`}>
      <Icon name="chart" size={18} />
      {ResultTexts.title}
    </Link>
  );
}
