import { LatencyHistogram } from './latency-histogram';

describe('LatencyHistogram', () => {
  it('has no quantile before anything is recorded', () => {
    expect(new LatencyHistogram().quantile(0.99)).toBeNull();
  });

  it('reads quantiles to within the bucket they fall in', () => {
    const h = new LatencyHistogram();
    for (let i = 0; i < 98; i++) h.record(4);
    h.record(180);
    h.record(190);
    const p50 = h.quantile(0.5)!;
    expect(p50).toBeGreaterThan(3);
    expect(p50).toBeLessThanOrEqual(5);
    const p99 = h.quantile(0.99)!;
    expect(p99).toBeGreaterThan(150);
    expect(p99).toBeLessThanOrEqual(190);
    expect(h.count).toBe(100);
  });

  it('never reports beyond the largest value seen, even past the last bound', () => {
    const h = new LatencyHistogram();
    h.record(25_000);
    expect(h.quantile(0.99)).toBeLessThanOrEqual(25_000);
    expect(h.quantile(0.99)).toBeGreaterThan(10_000);
  });

  it("merges another replica's snapshot and resets", () => {
    const a = new LatencyHistogram();
    const b = new LatencyHistogram();
    a.record(2);
    b.record(400);
    b.record(400);
    a.merge(b.snapshot());
    expect(a.count).toBe(3);
    expect(a.quantile(0.99)).toBeGreaterThan(300);
    a.reset();
    expect(a.count).toBe(0);
    expect(a.quantile(0.5)).toBeNull();
  });
});
