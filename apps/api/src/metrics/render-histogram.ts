import { LATENCY_BOUNDS_MS, type LatencyHistogram } from '../live/latency-histogram';

/** A cumulative histogram in the Prometheus text format, from the meter's millisecond buckets. */
export function renderHistogram(name: string, help: string, histogram: LatencyHistogram): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
  let cumulative = 0;
  LATENCY_BOUNDS_MS.forEach((boundMs, i) => {
    cumulative += histogram.counts[i]!;
    lines.push(`${name}_bucket{le="${boundMs / 1000}"} ${cumulative}`);
  });
  lines.push(`${name}_bucket{le="+Inf"} ${histogram.count}`);
  lines.push(`${name}_sum ${histogram.sumMs / 1000}`);
  lines.push(`${name}_count ${histogram.count}`);
  return `${lines.join('\n')}\n`;
}
