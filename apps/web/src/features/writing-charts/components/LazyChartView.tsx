import { RetryableLazy } from '../../../shared/ui/RetryableLazy';
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

/**
 * {@link ChartView} loaded on demand: recharts stays out of the initial bundle. Shows a small loading
 * placeholder meanwhile, and if the code cannot be fetched a message with a retry instead of failing
 * the whole writing screen.
 */
export function LazyChartView(props: ChartViewProps) {
  return (
    <RetryableLazy
      load={loadChartView}
      props={props}
      fallback={
        <div className="chart-loading" style={{ minHeight: '12rem', display: 'grid', placeItems: 'center' }}>
          <Spinner label={ChartTexts.loading} />
        </div>
      }
      failedText={ChartTexts.loadFailed}
      retryText={ChartTexts.retry}
    />
  );
}
