import { Link } from 'react-router-dom';
import { Icon } from './Icon';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <Icon name="back" size={18} />
      {label}
    </Link>
  );
}
