import { ResultTexts, type AssignmentResults } from '@cdi/contracts';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { distributionBars } from '../lib/distribution';

const loadChart = () => import('./DistributionChart');
const makeChart = () => lazy(loadChart);

class ChartBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice tone="error">
        {ResultTexts.chartFailed} <Button onClick={this.props.onRetry}>{ResultTexts.tryAgain}</Button>
      </Notice>
    );
  }
}

/** 'Overall band distribution': a bar chart for the eye and the same figures as a table for screen readers. */
export function BandDistribution({ distribution }: { distribution: AssignmentResults['distribution'] }) {
  const titleId = useId();
  // React.lazy keeps a failed import for good; a retry needs a fresh lazy component.
  const [chart, setChart] = useState(() => ({ key: 0, View: makeChart() }));
  const bars = distributionBars(distribution);
  const { View } = chart;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {ResultTexts.distribution}
      </h2>
      {bars.length === 0 ? (
        <EmptyState title={ResultTexts.noMarkedSittings} />
      ) : (
        <>
          <div className="results-distribution__plot" aria-hidden="true">
            <ChartBoundary key={chart.key} onRetry={() => setChart((c) => ({ key: c.key + 1, View: makeChart() }))}>
              <Suspense fallback={<Spinner />}>
                <View bars={bars} />
              </Suspense>
            </ChartBoundary>
          </div>
          <table className="sr-only">
            <caption>{ResultTexts.distribution}</caption>
            <thead>
              <tr>
                <th scope="col">{ResultTexts.overall}</th>
                <th scope="col">{ResultTexts.candidates}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label}>
                  <td>{bar.label}</td>
                  <td>{bar.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
