import { PracticeTexts } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../shared/ui/Icon';
import { PRACTICE_PATH } from '../lib/practice-paths';

export function PracticeTestsLink() {
  return (
    <Link to={PRACTICE_PATH} className="button button--secondary">
      <Icon name="book" size={18} />
      {PracticeTexts.practiceTestsLink}
    </Link>
  );
}
