import { ContentTexts, fillText, type SeriesChart } from '@cdi/contracts';
import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  CHART_HEIGHT,
  formatNumber,
  horizontalBarHeight,
  lineDash,
  markerShape,
  paletteColour,
  rowValue,
  seriesKeys,
  seriesRows,
  type SeriesRow,
  valueAxis,
} from '../lib/chart-data';
import { ChartTexts } from '../lib/chart-texts';
import { ChartFrame, PlotArea } from './ChartFrame';
import { Legend } from './Legend';
import { Marker } from './Marker';

const tick = { className: 'chart__tick' };
const formatTick = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value));
const tooltipProps = {
  isAnimationActive: false,
  formatter: (value: unknown) => formatTick(value),
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border-strong)', borderRadius: 'var(--radius)' },
  labelStyle: { color: 'var(--text)', fontWeight: 600 },
  itemStyle: { padding: 0 },
  cursor: { fill: 'var(--surface-muted)', stroke: 'var(--border-strong)' },
};

/** Bar, horizontal bar, line and multi line: one bar or line per data key, plotted by year or category. */
export const SeriesChartView = memo(function SeriesChartView({ chart }: { chart: SeriesChart }) {
  const rows = seriesRows(chart.series);
  const keys = seriesKeys(chart.series);
  const horizontal = chart.type === 'horizontal_bar_chart';
  const isLine = chart.type === 'line_chart' || chart.type === 'multi_line_chart';
  const axis = valueAxis(rows);
  const height = horizontal ? horizontalBarHeight(rows.length, keys.length) : CHART_HEIGHT;

  return (
    <ChartFrame title={chart.title}>
      <PlotArea x_axis={chart.x_axis} y_axis={chart.y_axis} height={height}>
        <ResponsiveContainer width="100%" height="100%">
          {isLine ? (
            <LineChart data={rows} accessibilityLayer={false} margin={{ top: 12, right: 16, bottom: 4, left: 4 }}>
              <CartesianGrid vertical={false} />
              <XAxis dataKey="label" tick={tick} padding={{ left: 16, right: 16 }} />
              <YAxis width="auto" tick={tick} tickFormatter={formatTick} domain={axis.domain} ticks={axis.ticks} interval={0} />
              <Tooltip {...tooltipProps} />
              {keys.map((key, i) => (
                <Line
                  key={key}
                  name={key}
                  type="linear"
                  dataKey={rowValue(key)}
                  stroke={paletteColour(i)}
                  strokeWidth={2.5}
                  strokeDasharray={lineDash(i) || undefined}
                  isAnimationActive={false}
                  dot={({ cx, cy, index }) =>
                    typeof cx === 'number' && typeof cy === 'number' ? (
                      <Marker key={index} shape={markerShape(i)} cx={cx} cy={cy} fill={paletteColour(i)} />
                    ) : null
                  }
                  activeDot={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart
              data={rows}
              layout={horizontal ? 'vertical' : 'horizontal'}
              accessibilityLayer={false}
              margin={{ top: 12, right: 16, bottom: 4, left: 4 }}
            >
              <CartesianGrid vertical={horizontal} horizontal={!horizontal} />
              {horizontal ? (
                <>
                  <XAxis
                    type="number"
                    tick={tick}
                    tickFormatter={formatTick}
                    domain={axis.domain}
                    ticks={axis.ticks}
                    interval="preserveStartEnd"
                  />
                  <YAxis type="category" dataKey="label" width="auto" tick={tick} />
                </>
              ) : (
                <>
                  <XAxis dataKey="label" tick={tick} />
                  <YAxis
                    width="auto"
                    tick={tick}
                    tickFormatter={formatTick}
                    domain={axis.domain}
                    ticks={axis.ticks}
                    interval={0}
                  />
                </>
              )}
              <Tooltip {...tooltipProps} />
              {keys.map((key, i) => (
                <Bar key={key} name={key} dataKey={rowValue(key)} fill={paletteColour(i)} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </PlotArea>
      <Legend kind={isLine ? 'line' : 'area'} items={keys.map((key) => ({ key, content: key }))} hidden />
      <SeriesDataTable title={chart.title} x_axis={chart.x_axis} y_axis={chart.y_axis} rows={rows} keys={keys} />
    </ChartFrame>
  );
});

interface SeriesDataTableProps {
  title: string;
  x_axis?: string;
  y_axis?: string;
  rows: SeriesRow[];
  keys: string[];
}

/** The chart's numbers in words for screen readers: one row per year or category, one column per key. */
function SeriesDataTable({ title, x_axis, y_axis, rows, keys }: SeriesDataTableProps) {
  return (
    <table className="sr-only">
      <caption>
        {fillText(ChartTexts.dataTableCaption, { title })}
        {y_axis ? ` (${y_axis})` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">{x_axis ?? ContentTexts.tableCategoryHeader}</th>
          {keys.map((key) => (
            <th key={key} scope="col">
              {key}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            <th scope="row">{row.label}</th>
            {keys.map((key) => {
              const value = rowValue(key)(row);
              return <td key={key}>{value === null ? '–' : formatNumber(value)}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
