// Pure data shaping for the writing task 1 renderer (spec 2, 'Chart and diagram renderer'): no React,
// no recharts, so it is unit tested in Node and stays out of the lazily loaded chart chunk's concerns.
import { CHART_TYPES, ChartSchema, PIE_LABEL_MIN_PERCENT, type Chart, type ChartSeries, type ChartType } from '@cdi/contracts';

/**
 * The 8 series colours. Each has a relative luminance between 0.17 and 0.21, so it keeps
 * at least 3.6:1 against white, the page background and black alike (WCAG 1.4.11): the same colours
 * stay readable on the light theme, a dark theme and the black backgrounds of the high-contrast modes.
 * Hues alternate warm and cool so neighbouring series differ; lines also differ by dash and marker.
 */
export const CHART_PALETTE = [
  '#2f6fdf', // blue
  '#d4550f', // orange
  '#0f8594', // teal
  '#d1337a', // magenta
  '#1f8a4c', // green
  '#9b4fd6', // purple
  '#9a7200', // ochre
  '#6b7686', // slate
] as const;

/** The URL of an image uploaded with the task, by file name; undefined when there is none. */
export type ImageSource = (file: string) => string | undefined;

export const paletteColour = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length]!;

/** Line dash patterns, one per palette colour, so lines differ by more than colour (WCAG 1.4.1). */
export const LINE_DASHES = ['', '8 4', '2 4', '12 4 2 4', '4 3', '16 4', '2 2 8 2', '6 2 2 2'] as const;
export const lineDash = (index: number): string => LINE_DASHES[index % LINE_DASHES.length]!;

export const MARKER_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
export type MarkerShape = (typeof MARKER_SHAPES)[number];
export const markerShape = (index: number): MarkerShape => MARKER_SHAPES[index % MARKER_SHAPES.length]!;

// ---------------------------------------------------------------------------------------------------
// Reading the chart: validate with the schema, and tell an unknown type from malformed data.

export type ChartReading =
  | { kind: 'chart'; chart: Chart }
  /** The schema does not know this type: 'Unsupported chart type: {type}'. */
  | { kind: 'unsupported'; type: string }
  /** A known type whose data does not match the schema. */
  | { kind: 'invalid'; type: ChartType; title: string | undefined; issues: string[] };

export function isKnownChartType(value: unknown): value is ChartType {
  return typeof value === 'string' && (CHART_TYPES as readonly string[]).includes(value);
}

/** The type as the unsupported-type message shows it: whatever was given, or 'none' when nothing was. */
export function describeChartType(chart: unknown): string {
  const type = chart !== null && typeof chart === 'object' ? (chart as Record<string, unknown>).type : undefined;
  if (type === undefined || type === null || type === '') return 'none';
  return typeof type === 'string' ? type : JSON.stringify(type);
}

export function readChart(value: unknown): ChartReading {
  const parsed = ChartSchema.safeParse(value);
  if (parsed.success) return { kind: 'chart', chart: parsed.data };
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  if (!isKnownChartType(record.type)) return { kind: 'unsupported', type: describeChartType(value) };
  const title = typeof record.title === 'string' && record.title.trim() ? record.title.trim() : undefined;
  return {
    kind: 'invalid',
    type: record.type,
    title,
    issues: parsed.error.issues.map(
      (issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ` : '') + issue.message,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------
// Numbers

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number with the locale's separators (1,234.5 in en-GB, 1.234,5 in de-DE). Up to 6 decimals are
 * kept, so an author's 12.375 is never rounded away. `locale` undefined means the browser's.
 */
export function formatNumber(value: number, locale?: string): string {
  const key = locale ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
    formatters.set(key, format);
  }
  return format.format(value);
}

/** A table cell: numbers with locale separators, text exactly as written (a year written "2020" stays so). */
export function formatTableValue(value: number | string, locale?: string): string {
  return typeof value === 'number' ? formatNumber(value, locale) : value;
}

// ---------------------------------------------------------------------------------------------------
// Series (bar, horizontal bar, line, multi line)

/** A series' place on the category axis: its year, else its category. */
export function seriesLabel(series: Pick<ChartSeries, 'year' | 'category'>): string {
  return series.year !== undefined ? String(series.year) : (series.category ?? '');
}

/** Every data key of every series, in the order they first appear: one bar or line each. */
export function seriesKeys(series: readonly Pick<ChartSeries, 'data'>[]): string[] {
  const keys = new Set<string>();
  for (const s of series) for (const key of Object.keys(s.data)) keys.add(key);
  return [...keys];
}

/**
 * One recharts row per series. Values stay in their own map and are read with {@link rowValue}: a
 * data key such as "U.K." or "label" would be misread as a path or clash with the row's own fields if
 * it were spread into the row and given to recharts as a string dataKey.
 */
export interface SeriesRow {
  label: string;
  values: Record<string, number>;
}

export function seriesRows(series: readonly ChartSeries[]): SeriesRow[] {
  return series.map((s) => ({ label: seriesLabel(s), values: { ...s.data } }));
}

/** recharts dataKey for one data key; a series without it gives null, so a line shows a gap. */
export const rowValue =
  (key: string) =>
  (row: SeriesRow): number | null =>
    Object.hasOwn(row.values, key) ? row.values[key]! : null;

/**
 * The value axis: from zero (or below it for negative values) to a round number just above the
 * highest value, with round ticks between (0, 500, … 3,000 for a top value of 2,600), as d3's nice
 * scales step: 1, 2 or 5 times a power of ten, about `count` steps.
 */
export function valueAxis(rows: readonly SeriesRow[], count = 5): { domain: [number, number]; ticks: number[] } {
  const values = rows.flatMap((row) => Object.values(row.values));
  const low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (high === low) high = low + 1;
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const step = power * (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks = Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toFixed(decimals)));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks };
}

/** Height in px of the plot of a bar, line or pie chart. */
export const CHART_HEIGHT = 300;

/** Height of a horizontal bar chart: room for every bar, never less than the other charts' height. */
export function horizontalBarHeight(rowCount: number, keyCount: number): number {
  return Math.max(CHART_HEIGHT, 48 + rowCount * (Math.max(1, keyCount) * 14 + 16));
}

// ---------------------------------------------------------------------------------------------------
// Pie and multi pie

export interface PieSlice {
  name: string;
  value: number;
  /** recharts spreads a data item into its sector, so the colour travels with the slice. */
  fill: string;
}

/** One slice per category of the series' data map, coloured in order. */
export function pieSlices(series: Pick<ChartSeries, 'data'>): PieSlice[] {
  return Object.entries(series.data).map(([name, value], i) => ({ name, value, fill: paletteColour(i) }));
}

export function pieTotal(slices: readonly Pick<PieSlice, 'value'>[]): number {
  return slices.reduce((sum, s) => sum + s.value, 0);
}

/** A slice's share in percent; 0 when the pie is empty. */
export function piePercent(value: number, total: number): number {
  return total > 0 ? (value / total) * 100 : 0;
}

/** Spec 2 §9: a slice is labelled only when it is over 5 percent (exactly 5 is not). */
export function showsPieLabel(value: number, total: number): boolean {
  return piePercent(value, total) > PIE_LABEL_MIN_PERCENT;
}

/** The slice's label, '23.5%' (one decimal), or null when the slice is too small to be labelled. */
export function pieLabelText(value: number, total: number): string | null {
  return showsPieLabel(value, total) ? `${piePercent(value, total).toFixed(1)}%` : null;
}

/** A legend entry: 'category: value'. */
export function pieLegendText(name: string, value: number, locale?: string): string {
  return `${name}: ${formatNumber(value, locale)}`;
}

/**
 * A pie's radius in px for a plot of the given size: as large as fits once the percentage labels
 * (about 4.5em wide, outside the slice) have room on both sides, never under 36 px.
 */
export function pieRadius(width: number, height: number): number {
  const labelRoom = 60;
  return Math.max(36, Math.floor(Math.min(width / 2 - labelRoom, height / 2 - 28)));
}

/** A pie's heading: its series' year or category. */
export const pieHeading = seriesLabel;

// ---------------------------------------------------------------------------------------------------
// Combination

/** Spec 2: a grid of 2, 3 or 4 columns by the number of charts, otherwise 1 column. */
export function combinationColumns(chartCount: number): number {
  return chartCount >= 2 && chartCount <= 4 ? chartCount : 1;
}
