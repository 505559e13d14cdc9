// @ts-check
// GC pauses of the process that loads this, counted since the last reset: the probe reports the
// api's (preload.cjs), the bench its own client's (procstat.mjs loopDelayMonitor).
const { PerformanceObserver, constants } = require('node:perf_hooks');

/** Starts counting; `take()` returns the pauses since the last one and starts again. */
function watchGcPauses() {
  const empty = () => ({ count: 0, ms: 0, maxMs: 0, majorCount: 0 });
  let pauses = empty();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.count++;
      pauses.ms += entry.duration;
      pauses.maxMs = Math.max(pauses.maxMs, entry.duration);
      const { detail } = /** @type {{ detail?: { kind: number } }} */ (entry);
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) pauses.majorCount++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /** The pauses so far, without resetting. */
    peek: () => pauses,
    take: () => {
      const taken = pauses;
      pauses = empty();
      return taken;
    },
    stop: () => observer.disconnect(),
  };
}

module.exports = { watchGcPauses };
