/**
 * The renderer's own texts. Those the spec quotes (the unsupported type, the placeholders, 'Key
 * Locations', 'Process Flow', 'Category') are ContentTexts in @cdi/contracts; these are not in the spec.
 */
export const ChartTexts = {
  loading: 'Loading chart…',
  loadFailed: 'The chart could not be loaded. Check the connection and try again.',
  retry: 'Try again',
  /** {label}: the chart type's name, such as 'Pie Chart'. */
  invalidData: 'This {label} cannot be shown: its data is incomplete.',
  /** Caption of the screen-reader data table of a bar or line chart. {title} */
  dataTableCaption: 'Data of the chart: {title}',
  before: 'Before',
  after: 'After',
  /** Between two steps of a process flow, for screen readers: 'Harvest to Washing'. */
  flowTo: 'to',
  /** A pie slice's share, for screen readers only: '(47.5 percent)'. {percent} */
  slicePercent: '({percent} percent)',
} as const;
