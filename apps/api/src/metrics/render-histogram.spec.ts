import { LatencyHistogram } from '../live/latency-histogram';
import { renderHistogram } from './render-histogram';

describe('the ack histogram in the Prometheus text format', () => {
  it('has cumulative buckets in seconds, +Inf equal to the count, and the sum', () => {
    const h = new LatencyHistogram();
    [0.5, 4, 4, 40, 20_000].forEach((ms) => h.record(ms));
    const lines = renderHistogram('cdi_answer_ack_seconds', 'Answer ack latency', h).trim().split('\n');
    expect(lines[0]).toBe('# HELP cdi_answer_ack_seconds Answer ack latency');
    expect(lines[1]).toBe('# TYPE cdi_answer_ack_seconds histogram');
    expect(lines).toContain('cdi_answer_ack_seconds_bucket{le="0.001"} 1');
    expect(lines).toContain('cdi_answer_ack_seconds_bucket{le="0.005"} 3');
    expect(lines).toContain('cdi_answer_ack_seconds_bucket{le="0.05"} 4');
    expect(lines).toContain('cdi_answer_ack_seconds_bucket{le="10"} 4');
    expect(lines).toContain('cdi_answer_ack_seconds_bucket{le="+Inf"} 5');
    expect(lines).toContain('cdi_answer_ack_seconds_count 5');
    const sum = lines.find((l) => l.startsWith('cdi_answer_ack_seconds_sum '));
    expect(Number(sum?.split(' ')[1])).toBeCloseTo(20.0485, 6);
  });
});
