import { formatNumber } from '@cdi/contracts';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  /** A number reads with thousands separators. */
  value: ReactNode;
  icon?: ReactNode;
}

export function StatTile({ label, value, icon }: StatTileProps) {
  return (
    <div className="stat-tile">
      {icon && <span className="stat-tile__icon">{icon}</span>}
      <dl className="stat-tile__body">
        <dt className="stat-tile__label">{label}</dt>
        <dd className="stat-tile__value">{typeof value === 'number' ? formatNumber(value) : value}</dd>
      </dl>
    </div>
  );
}
