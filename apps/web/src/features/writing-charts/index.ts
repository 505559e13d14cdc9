// Writing task 1 charts. Import from here: LazyChartView loads the chart code (recharts) on demand, so
// nothing here pulls recharts into the initial bundle. components/ChartView is the eager component.
export { LazyChartView, preloadChartView } from './components/LazyChartView';
export type { ChartViewProps } from './components/ChartView';
export type { ImageSource } from './lib/chart-data';
export { questionTypeLabel } from './lib/question-type-label';
