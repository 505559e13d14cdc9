/** Bucket upper bounds in milliseconds: fine where acks live (a few ms), coarse out to 10 s. */
export const LATENCY_BOUNDS_MS = [
  1, 2, 3, 5, 7.5, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2500, 5000, 10000,
] as const;

export interface HistogramSnapshot {
  counts: number[];
  maxMs: number;
}

/**
 * Latencies counted into fixed buckets: recording is a few comparisons and one increment, with no
 * allocation, so it can sit on the answer path. Quantiles are read from the buckets (interpolated
 * within the bucket), good to the bucket's width, which is what a live chart needs.
 */
export class LatencyHistogram {
  /** One count per bound, and the last for everything beyond the last bound. */
  readonly counts = new Float64Array(LATENCY_BOUNDS_MS.length + 1);
  count = 0;
  sumMs = 0;
  maxMs = 0;

  record(ms: number): void {
    const value = ms > 0 ? ms : 0;
    let i = 0;
    while (i < LATENCY_BOUNDS_MS.length && value > LATENCY_BOUNDS_MS[i]!) i++;
    this.counts[i]!++;
    this.count++;
    this.sumMs += value;
    if (value > this.maxMs) this.maxMs = value;
  }

  /** The q-quantile (0..1) in ms, or null when nothing was recorded. */
  quantile(q: number): number | null {
    if (this.count === 0) return null;
    const rank = q * this.count;
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      const inBucket = this.counts[i]!;
      if (inBucket === 0) continue;
      if (seen + inBucket >= rank) {
        const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
        const upper = Math.min(i < LATENCY_BOUNDS_MS.length ? LATENCY_BOUNDS_MS[i]! : this.maxMs, this.maxMs);
        const within = Math.max(0, Math.min(1, (rank - seen) / inBucket));
        return round(lower + (Math.max(upper, lower) - lower) * within);
      }
      seen += inBucket;
    }
    return round(this.maxMs);
  }

  /** The counts as plain data, for another replica to merge. */
  snapshot(): HistogramSnapshot {
    return { counts: Array.from(this.counts), maxMs: this.maxMs };
  }

  /** Adds another histogram's counts (same bounds) to this one. */
  merge(other: HistogramSnapshot): this {
    const n = Math.min(other.counts.length, this.counts.length);
    for (let i = 0; i < n; i++) {
      const c = other.counts[i] ?? 0;
      this.counts[i]! += c;
      this.count += c;
    }
    if (other.maxMs > this.maxMs) this.maxMs = other.maxMs;
    return this;
  }

  reset(): void {
    this.counts.fill(0);
    this.count = 0;
    this.sumMs = 0;
    this.maxMs = 0;
  }
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
