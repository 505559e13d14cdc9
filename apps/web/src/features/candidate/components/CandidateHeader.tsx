import type { ReactNode } from 'react';
import { useLogout } from '../../auth';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import '../candidate.css';

interface CandidateHeaderProps {
  /** The screen's name beside the product name, e.g. 'Student Dashboard'. */
  context: string;
  /** Who is signed in, or the test taker's id on exam screens. */
  children?: ReactNode;
  /** Exam screens leave signing out to the dashboard. */
  showLogout?: boolean;
}

export function CandidateHeader({ context, children, showLogout = true }: CandidateHeaderProps) {
  const logout = useLogout();
  return (
    <header className="candidate-header">
      <div className="candidate-header__titles">
        <span className="candidate-header__brand">CDI Exam Platform</span>
        <span className="candidate-header__context">{context}</span>
      </div>
      <div className="candidate-header__end">
        {children}
        {showLogout && (
          <Button onClick={logout} icon={<Icon name="logout" size={18} />}>
            Log Out
          </Button>
        )}
      </div>
    </header>
  );
}
