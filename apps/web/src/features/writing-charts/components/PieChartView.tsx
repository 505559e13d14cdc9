import { fillText, type ChartSeries, type PieChart as PieChartData } from '@cdi/contracts';
import { memo, useState } from 'react';
import { Pie, PieChart, ResponsiveContainer, type PieLabelRenderProps } from 'recharts';
import {
  formatNumber,
  pieHeading,
  pieLabelText,
  pieLegendText,
  piePercent,
  pieRadius,
  pieSlices,
  pieTotal,
} from '../lib/chart-data';
import { ChartTexts } from '../lib/chart-texts';
import { ChartFrame } from './ChartFrame';
import { Legend } from './Legend';

const PIE_HEIGHT = 260;

/** Pie and multi pie (multi pie in two columns); each pie headed by its series' year or category. */
export const PieChartView = memo(function PieChartView({ chart }: { chart: PieChartData }) {
  return (
    <ChartFrame
      title={chart.title}
      captions={chart}
      className={chart.type === 'multi_pie_chart' ? 'chart--multi-pie' : undefined}
    >
      <div className="chart__pies">
        {chart.series.map((series, i) => (
          <OnePie key={i} series={series} />
        ))}
      </div>
    </ChartFrame>
  );
});

function OnePie({ series }: { series: ChartSeries }) {
  const slices = pieSlices(series);
  const total = pieTotal(slices);
  const heading = pieHeading(series);
  const [radius, setRadius] = useState<number | null>(null);

  const label = ({ x, y, textAnchor, value }: PieLabelRenderProps) => {
    const text = typeof value === 'number' ? pieLabelText(value, total) : null;
    return text === null ? null : (
      <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" className="chart__pie-label">
        {text}
      </text>
    );
  };
  const labelLine = ({ points, value }: { points?: { x: number; y: number }[]; value?: number }) =>
    points && points.length >= 2 && typeof value === 'number' && pieLabelText(value, total) !== null ? (
      <path d={`M${points[0]!.x},${points[0]!.y}L${points[1]!.x},${points[1]!.y}`} className="chart__pie-line" fill="none" />
    ) : (
      <g />
    );

  return (
    <div className="chart__pie">
      <h3 className="chart__pie-heading">{heading}</h3>
      <div className="chart__plot" aria-hidden="true" style={{ height: PIE_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%" onResize={(width, height) => setRadius(pieRadius(width, height))}>
          <PieChart accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <Pie
              data={slices}
              dataKey="value"
              nameKey="name"
              outerRadius={radius ?? '65%'}
              startAngle={90}
              endAngle={-270}
              label={label}
              labelLine={labelLine}
              isAnimationActive={false}
              className="chart__pie-sectors"
              rootTabIndex={-1}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <Legend
        kind="area"
        items={slices.map((slice) => ({
          key: slice.name,
          content: (
            <>
              {pieLegendText(slice.name, slice.value)}
              <span className="sr-only">
                {' '}
                {fillText(ChartTexts.slicePercent, {
                  percent: formatNumber(Math.round(piePercent(slice.value, total) * 10) / 10),
                })}
              </span>
            </>
          ),
        }))}
      />
    </div>
  );
}
