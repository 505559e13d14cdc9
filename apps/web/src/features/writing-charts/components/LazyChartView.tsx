import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { ChartTexts } from '../lib/chart-texts';
import type { ChartViewProps } from './ChartView';

const loadChartView = () => import('./ChartView');

/**
 * Starts fetching the chart code (recharts) ahead of need, e.g. when a writing section opens, so the
 * chart still shows if the connection drops before task 1 is displayed. Safe to call more than once.
 */
export function preloadChartView(): void {
  void loadChartView().catch(() => undefined);
}

const makeLazy = () => lazy(loadChartView);

/**
 * {@link ChartView} loaded on demand: recharts stays out of the initial bundle. Shows a small loading
 * placeholder meanwhile, and if the code cannot be fetched a message with a retry instead of failing
 * the whole writing screen.
 */
export function LazyChartView(props: ChartViewProps) {
  // React.lazy keeps a failed import for good; a retry needs a fresh lazy component.
  const [attempt, setAttempt] = useState(() => ({ key: 0, View: makeLazy() }));
  const { View } = attempt;
  return (
    <LoadBoundary key={attempt.key} onRetry={() => setAttempt((a) => ({ key: a.key + 1, View: makeLazy() }))}>
      <Suspense
        fallback={
          <div className="chart-loading" style={{ minHeight: '12rem', display: 'grid', placeItems: 'center' }}>
            <Spinner label={ChartTexts.loading} />
          </div>
        }
      >
        <View {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

interface LoadBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="chart-load-failed" role="alert" style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
        <p>{ChartTexts.loadFailed}</p>
        <Button onClick={this.props.onRetry}>{ChartTexts.retry}</Button>
      </div>
    );
  }
}
