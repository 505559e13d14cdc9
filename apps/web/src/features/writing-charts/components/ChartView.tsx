import { ContentTexts, fillText, type Chart, type CombinationChart, type SingleChart } from '@cdi/contracts';
import { useEffect, useMemo, type CSSProperties } from 'react';
import { combinationColumns, readChart, type ImageSource } from '../lib/chart-data';
import { ChartTexts } from '../lib/chart-texts';
import { questionTypeLabel } from '../lib/question-type-label';
import { ChartFrame } from './ChartFrame';
import { MapPlanView } from './MapPlanView';
import { PieChartView } from './PieChartView';
import { ProcessDiagramView } from './ProcessDiagramView';
import { SeriesChartView } from './SeriesChartView';
import { TableChartView } from './TableChartView';
import './chart-view.css';

export interface ChartViewProps {
  /** A writing task 1 data source. Checked against the chart schema here, so data of any shape is safe. */
  chart: unknown;
  /** The URL of an image uploaded with the task, by file name (map, plan and process images). */
  imageSrc: ImageSource;
}

/**
 * Draws a writing task 1 data source, choosing by its type (spec 2, 'Chart and diagram renderer').
 * Loads recharts: import {@link LazyChartView} from the feature's index instead, so it loads on demand.
 */
export function ChartView({ chart, imageSrc }: ChartViewProps) {
  // The writing screen re-renders on every keystroke: the same chart is read once, and the drawings
  // below are memoised on the chart they get, so typing never redraws them.
  const reading = useMemo(() => readChart(chart), [chart]);
  useEffect(() => {
    if (reading.kind === 'invalid') console.warn('Writing task chart data does not match the chart schema:', reading.issues);
  }, [reading]);

  switch (reading.kind) {
    case 'unsupported':
      return <ChartMessage text={fillText(ContentTexts.unsupportedChartType, { type: reading.type })} />;
    case 'invalid':
      return (
        <ChartMessage title={reading.title} text={fillText(ChartTexts.invalidData, { label: questionTypeLabel(reading.type) })} />
      );
    case 'chart':
      return (
        <div className="chart-view">
          <AnyChart chart={reading.chart} imageSrc={imageSrc} />
        </div>
      );
  }
}

export default ChartView;

function AnyChart({ chart, imageSrc }: { chart: Chart; imageSrc: ImageSource }) {
  return chart.type === 'combination' ? (
    <CombinationView chart={chart} imageSrc={imageSrc} />
  ) : (
    <OneChart chart={chart} imageSrc={imageSrc} />
  );
}

function OneChart({ chart, imageSrc }: { chart: SingleChart; imageSrc: ImageSource }) {
  switch (chart.type) {
    case 'bar_chart':
    case 'horizontal_bar_chart':
    case 'line_chart':
    case 'multi_line_chart':
      return <SeriesChartView chart={chart} />;
    case 'pie_chart':
    case 'multi_pie_chart':
      return <PieChartView chart={chart} />;
    case 'table':
      return <TableChartView chart={chart} />;
    case 'map':
    case 'plan':
      return <MapPlanView chart={chart} imageSrc={imageSrc} />;
    case 'process_diagram':
      return <ProcessDiagramView chart={chart} imageSrc={imageSrc} />;
  }
}

/** A grid of the sub-charts: 2, 3 or 4 columns by their number, otherwise 1 (fewer when the pane is narrow). */
function CombinationView({ chart, imageSrc }: { chart: CombinationChart; imageSrc: ImageSource }) {
  const style = { '--chart-columns': combinationColumns(chart.charts.length) } as CSSProperties;
  return (
    <ChartFrame title={chart.title} captions={chart} className="chart--combination">
      <div className="chart-combination" style={style}>
        {chart.charts.map((sub, i) => (
          <OneChart key={i} chart={sub.data} imageSrc={imageSrc} />
        ))}
      </div>
    </ChartFrame>
  );
}

function ChartMessage({ title, text }: { title?: string; text: string }) {
  return (
    <div className="chart-view">
      <div className="chart-message">
        {title && <p className="chart__title">{title}</p>}
        <p>{text}</p>
      </div>
    </div>
  );
}
