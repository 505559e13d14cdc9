import { ResultTexts, type AssignmentResults } from '@cdi/contracts';
import { useId } from 'react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { RetryableLazy } from '../../../shared/ui/RetryableLazy';
import { Spinner } from '../../../shared/ui/Spinner';
import { distributionBars } from '../lib/distribution';

const loadChart = () => import('./DistributionChart');

/** 'Overall band distribution': a bar chart for the eye and the same figures as a table for screen readers. */
export function BandDistribution({ distribution }: { distribution: AssignmentResults['distribution'] }) {
  const titleId = useId();
  const bars = distributionBars(distribution);
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
            <RetryableLazy
              load={loadChart}
              props={{ bars }}
              fallback={<Spinner />}
              failedText={ResultTexts.chartFailed}
              retryText={ResultTexts.tryAgain}
            />
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
