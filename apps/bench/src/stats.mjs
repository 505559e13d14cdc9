// @ts-check
// Latency samples and percentiles. Samples are kept whole (a few hundred thousand at most) so the
// tail percentiles are exact, not estimated.
export class Recorder {
  constructor() {
    /** @type {number[]} */
    this.samples = [];
    /** @type {Float64Array | null} */
    this.sorted = null;
  }
  /** @param {number} ms */
  add(ms) {
    this.samples.push(ms);
    this.sorted = null;
  }
  get count() {
    return this.samples.length;
  }
  /** @param {number} p */
  pct(p) {
    if (!this.samples.length) return null;
    this.sorted ??= Float64Array.from(this.samples).sort();
    const i = Math.min(this.sorted.length - 1, Math.ceil((p / 100) * this.sorted.length) - 1);
    return this.sorted[Math.max(0, i)] ?? null;
  }
  summary() {
    const r = (/** @type {number | null} */ v) => (v === null ? null : Math.round(v * 10) / 10);
    return { count: this.count, p50: r(this.pct(50)), p99: r(this.pct(99)), p999: r(this.pct(99.9)), max: r(this.pct(100)) };
  }
}

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until check() is true or the time is up; returns whether it became true.
 * @param {() => boolean} check
 * @param {number} timeoutMs
 */
export async function waitUntil(check, timeoutMs, everyMs = 50) {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (check()) return true;
    await sleep(everyMs);
  }
  return check();
}
