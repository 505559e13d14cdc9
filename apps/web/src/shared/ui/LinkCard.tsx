import { Link } from 'react-router-dom';
import { Icon, type IconName } from './Icon';

interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon: IconName;
}

export function LinkCard({ to, title, description, icon }: LinkCardProps) {
  return (
    <Link to={to} className="link-card">
      <span className="link-card__icon">
        <Icon name={icon} size={24} />
      </span>
      <span className="link-card__text">
        <span className="link-card__title">{title}</span>
        <span className="link-card__description">{description}</span>
      </span>
      <span className="link-card__arrow">
        <Icon name="arrow" size={18} />
      </span>
    </Link>
  );
}
