import { LiveTrafficTexts as T } from '@cdi/contracts';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { clockTime } from '../../../shared/format/date';
import { formatFigure, type TrafficRow } from '../lib/traffic-history';

type Key = Exclude<keyof TrafficRow, 'at'>;
interface Series {
  key: Key;
  name: string;
  colour: string;
  dash?: string;
}

const tick = { fontSize: 12 };
const timeTick = (value: unknown) =>
  typeof value === 'number' ? clockTime(new Date(value).toISOString(), { seconds: true }) : '';
const tooltipProps = {
  isAnimationActive: false,
  labelFormatter: (value: unknown) => timeTick(value),
  formatter: (value: unknown) => (typeof value === 'number' ? formatFigure(value, T.notMeasured) : T.notMeasured),
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border-strong)', borderRadius: 'var(--radius)' },
};

/** One time series chart, with its latest values said in text beside it (a chart alone is not readable by everyone). */
function TrafficChart({
  title,
  rows,
  series,
  counts = false,
}: {
  title: string;
  rows: TrafficRow[];
  series: Series[];
  counts?: boolean;
}) {
  const last = rows.at(-1);
  return (
    <figure className="panel live-traffic__chart" aria-label={title}>
      <figcaption className="panel__title">{title}</figcaption>
      <div className="live-traffic__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="at" type="number" domain={['dataMin', 'dataMax']} scale="time" tick={tick} tickFormatter={timeTick} />
            <YAxis width="auto" tick={tick} allowDecimals={!counts} />
            <Tooltip {...tooltipProps} />
            {series.map((s) => (
              <Line
                key={s.key}
                name={s.name}
                dataKey={s.key}
                type="linear"
                stroke={s.colour}
                strokeDasharray={s.dash}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
                connectNulls={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ul className="live-traffic__legend">
        {series.map((s) => (
          <li key={s.key}>
            <span
              className="live-traffic__swatch"
              style={{ borderColor: s.colour, borderStyle: s.dash ? 'dashed' : 'solid' }}
              aria-hidden="true"
            />
            {s.name}: <strong data-series={s.key}>{formatFigure(last?.[s.key], T.notMeasured)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The four charts of the live traffic view (loaded on demand: recharts stays out of the main bundle). */
export default function TrafficCharts({ rows }: { rows: TrafficRow[] }) {
  return (
    <div className="grid grid--two">
      <TrafficChart
        title={T.answersPerSecond}
        rows={rows}
        series={[{ key: 'answersPerSecond', name: T.answersPerSecond, colour: 'var(--primary)' }]}
      />
      <TrafficChart
        title={T.connectedChart}
        rows={rows}
        counts
        series={[
          { key: 'candidates', name: T.candidates, colour: '#0f766e' },
          { key: 'invigilators', name: T.invigilators, colour: '#9333ea', dash: '6 3' },
        ]}
      />
      <TrafficChart
        title={T.latencyChart}
        rows={rows}
        series={[
          { key: 'ackP50Ms', name: T.ackP50, colour: '#2563eb' },
          { key: 'ackP99Ms', name: T.ackP99, colour: '#b45309', dash: '6 3' },
          { key: 'deliveryP99Ms', name: T.deliveryP99, colour: '#be123c', dash: '2 3' },
        ]}
      />
      <TrafficChart
        title={T.eventLoopChart}
        rows={rows}
        series={[{ key: 'eventLoopP99Ms', name: T.eventLoopP99, colour: '#475569' }]}
      />
    </div>
  );
}
