import type { MarkerShape } from '../lib/chart-data';

interface MarkerProps {
  shape: MarkerShape;
  cx: number;
  cy: number;
  fill: string;
  size?: number;
}

/** A line's data point: its shape tells the lines apart without relying on colour (WCAG 1.4.1). */
export function Marker({ shape, cx, cy, fill, size = 4.5 }: MarkerProps) {
  const common = { fill, className: 'chart__marker' };
  switch (shape) {
    case 'square':
      return <rect x={cx - size * 0.85} y={cy - size * 0.85} width={size * 1.7} height={size * 1.7} {...common} />;
    case 'triangle':
      return (
        <polygon
          points={`${cx},${cy - size * 1.15} ${cx + size},${cy + size * 0.75} ${cx - size},${cy + size * 0.75}`}
          {...common}
        />
      );
    case 'diamond':
      return (
        <polygon
          points={`${cx},${cy - size * 1.2} ${cx + size * 1.2},${cy} ${cx},${cy + size * 1.2} ${cx - size * 1.2},${cy}`}
          {...common}
        />
      );
    default:
      return <circle cx={cx} cy={cy} r={size} {...common} />;
  }
}
