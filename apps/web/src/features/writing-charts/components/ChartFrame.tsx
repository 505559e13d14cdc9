import type { ReactNode } from 'react';

interface ChartFrameProps {
  title: string;
  /** Captions of the axes, shown as a line under the title for charts that have no axes to put them on. */
  captions?: { x_axis?: string; y_axis?: string };
  className?: string;
  children: ReactNode;
}

/** A chart's figure: its title is the figure's caption, so the figure is named by it for screen readers. */
export function ChartFrame({ title, captions, className, children }: ChartFrameProps) {
  const axisCaptions = [captions?.x_axis, captions?.y_axis].filter(Boolean);
  return (
    <figure className={['chart', className].filter(Boolean).join(' ')}>
      <figcaption className="chart__title">{title}</figcaption>
      {axisCaptions.length > 0 && (
        <p className="chart__captions">
          {axisCaptions.map((caption) => (
            <span key={caption}>{caption}</span>
          ))}
        </p>
      )}
      {children}
    </figure>
  );
}

interface PlotAreaProps {
  x_axis?: string;
  y_axis?: string;
  height: number;
  children: ReactNode;
}

/**
 * The drawing of a cartesian chart with its axis captions as text beside and under it. The drawing is
 * hidden from assistive technology: the figure's data table says the same in words.
 */
export function PlotArea({ x_axis, y_axis, height, children }: PlotAreaProps) {
  return (
    <div className="chart__plot-area">
      {y_axis && <p className="chart__axis chart__axis--y">{y_axis}</p>}
      <div className="chart__plot" aria-hidden="true" style={{ height }}>
        {children}
      </div>
      {x_axis && <p className="chart__axis chart__axis--x">{x_axis}</p>}
    </div>
  );
}
