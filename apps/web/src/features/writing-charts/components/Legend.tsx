import type { ReactNode } from 'react';
import { lineDash, markerShape, paletteColour } from '../lib/chart-data';
import { Marker } from './Marker';

/** A legend key: a square of the colour, or for a line a stretch of its dash with its marker. */
export function Swatch({ index, kind }: { index: number; kind: 'area' | 'line' }) {
  const colour = paletteColour(index);
  return (
    <svg className="chart-legend__swatch" width="28" height="14" viewBox="0 0 28 14" aria-hidden="true" focusable="false">
      {kind === 'line' ? (
        <>
          <line x1="1" y1="7" x2="27" y2="7" stroke={colour} strokeWidth="2" strokeDasharray={lineDash(index) || undefined} />
          <Marker shape={markerShape(index)} cx={14} cy={7} fill={colour} />
        </>
      ) : (
        <rect x="7" y="0" width="14" height="14" rx="2" fill={colour} />
      )}
    </svg>
  );
}

interface LegendProps {
  items: { key: string; content: ReactNode }[];
  kind: 'area' | 'line';
  /** A series legend only repeats the data table's headers to assistive technology, so it is hidden there. */
  hidden?: boolean;
}

export function Legend({ items, kind, hidden = false }: LegendProps) {
  return (
    <ul className="chart-legend" aria-hidden={hidden || undefined}>
      {items.map((item, i) => (
        <li key={item.key} className="chart-legend__item">
          <Swatch index={i} kind={kind} />
          <span>{item.content}</span>
        </li>
      ))}
    </ul>
  );
}
