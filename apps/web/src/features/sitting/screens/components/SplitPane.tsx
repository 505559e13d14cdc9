import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

interface SplitPaneProps {
  /** The left pane's width, in the unit the caller chose (percent of the pane, or pixels). */
  size: number;
  unit: '%' | 'px';
  min: number;
  max: number;
  onResize: (size: number) => void;
  /** Converts a pointer's x inside the container to a size in the caller's unit. */
  sizeAt: (x: number, containerWidth: number) => number;
  label: string;
  /**
   * Names the left pane when it scrolls with nothing focusable inside (a task's prompt and chart):
   * it then becomes a labelled region that takes focus, so the keyboard can scroll it.
   */
  leftLabel?: string;
  left: ReactNode;
  right: ReactNode;
}

/** Keyboard steps of the divider: arrows move a little, Page Up/Down more. */
const STEP = { '%': 2, px: 20 } as const;

/** Two panes and a divider that is dragged with the pointer or moved with the arrow keys (Home/End for the limits). */
export function SplitPane({ size, unit, min, max, onResize, sizeAt, label, leftLabel, left, right }: SplitPaneProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const resizeTo = (next: number) => onResize(Math.min(max, Math.max(min, next)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const container = containerRef.current;
    if (!container || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const box = container.getBoundingClientRect();
    resizeTo(sizeAt(event.clientX - box.left, box.width));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[unit];
    const moves: Record<string, number> = {
      ArrowLeft: size - step,
      ArrowRight: size + step,
      PageDown: size - step * 5,
      PageUp: size + step * 5,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    resizeTo(next);
  };

  return (
    <div className="split-pane" ref={containerRef}>
      <div
        className="split-pane__left"
        style={{ flexBasis: `${size}${unit}` }}
        {...(leftLabel && { role: 'region', 'aria-label': leftLabel, tabIndex: 0 })}
      >
        {left}
      </div>
      <div
        className="split-pane__divider"
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuenow={Math.round(size)}
        aria-valuemin={min}
        aria-valuemax={max}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
      >
        <span className="split-pane__grip" aria-hidden="true" />
      </div>
      <div className="split-pane__right">{right}</div>
    </div>
  );
}
