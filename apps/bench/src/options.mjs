// @ts-check
// Command-line options and the shape of a run. --quick keeps every workload but shrinks it to fit in
// under three minutes; the full run is meant for a quiet machine (about 12-20 minutes, most of it the
// capacity steps); --morning runs the exam morning alone, --capacity the capacity steps alone.
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
function num(name, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

if (flag('help')) {
  console.log(`npm run bench -- [--quick | --morning | --capacity | --soak [--soak-minutes M]] [--candidates N] [--profile] [--keep-data]
  --quick         500 candidates, shorter steps, a small morning and small capacity steps (under 3 minutes)
  --morning       the exam morning alone: candidates sign in within 60 s and download their whole test
                  (the web app, content, images and the 30-minute recording), then revisit it (304s)
  --capacity      the capacity steps alone: candidates join 2,500 at a time at W1's cadence until a
                  window's ack p99 passes 100 ms or an answer is behind (what ulimit -n allows)
  --soak          R10 instead of the workloads: twice W1's answer rate for 30 minutes (--soak-minutes),
                  one line per minute; fails if RSS or ack latency drift, or an answer is lost
  --candidates N  candidates for W1/W3 and sockets for every ramp (default 5000; quick 500);
                  with --morning, the morning's candidates (default 500)
  --profile       CPU-profile the api in each workload (W1, W2, capacity, morning), heap-profile its sockets
                  (bench/results/, summarised)
  --keep-data     leave the bench database, Redis keys and stored files in place (for digging into a result)`);
  process.exit(0);
}

const quick = flag('quick');
const morningOnly = flag('morning');
const capacityOnly = flag('capacity');
const soakMinutes = flag('soak') ? num('soak-minutes', 30) : 0;
if ([quick, morningOnly, capacityOnly, soakMinutes > 0].filter(Boolean).length > 1)
  throw new Error('--quick, --morning, --capacity and --soak are separate runs: choose one');
const candidates = Math.round(num('candidates', quick || morningOnly ? 500 : 5000));

export const config = {
  quick,
  /** `--morning`: the exam morning alone, on a stack of its own. */
  morningOnly,
  /** `--capacity`: the capacity steps alone, on a stack of their own. */
  capacityOnly,
  profile: flag('profile'),
  keepData: flag('keep-data'),
  candidates,
  groupSize: 50,
  /** Loopback source addresses the client sockets are spread over (each has ~28k ephemeral ports). */
  sourceAddresses: 8,
  w1: {
    seconds: quick ? 12 : 60,
    answerEveryMs: 5000,
    heartbeatEveryMs: 5000,
    /** Each interval is drawn from ±20% of the mean, so candidates do not fall into lockstep. */
    jitter: 0.2,
  },
  answers: { bytes: 300, essayBytes: 2048, essayEvery: 10, questions: 40 },
  ramp: {
    startRate: 500,
    /** Doubling steps find the order of magnitude fast; ×1.25 steps then refine from the last pass. */
    coarseFactor: 2,
    fineFactor: 1.25,
    coarseStepMs: quick ? 1500 : 5000,
    fineStepMs: quick ? 2500 : 10_000,
    maxRate: 64_000,
    maxSteps: 16,
    p99TargetMs: 100,
    /** After a step, unacked answers may finish for this long before they count as behind. */
    drainMs: 1000,
    /** Time each ramp may take; past it the search stops at the last passing step (reported as cut short). */
    budgetMs: quick
      ? { echo: 12_000, naive: 12_000, relay: 12_000, api: 20_000 }
      : { echo: 180_000, naive: 180_000, relay: 180_000, api: 240_000 },
  },
  storm: { windowMs: 5000, savesPerCandidate: 2 },
  /**
   * R10, the soak (`--soak`): W1 at twice its answer rate for `minutes`, measured per window. Flat
   * means: the last window's RSS at most `rssGrowthMb` above the second's (the first still warms up),
   * and its ack p99 at most `p99Factor` times the second's (or within W1's 100 ms target).
   */
  soak: soakMinutes ? { minutes: soakMinutes, windowMs: 60_000, rateFactor: 2, rssGrowthMb: 32, p99Factor: 1.5 } : null,
  reconnect: { windowMs: 30_000 },
  /**
   * The exam morning: `candidates` sign in and open their test at random moments within
   * `arrivalSeconds`, each downloading as a browser does, at most `parallelRequests` at a time. The
   * test is the bundled sample test with each of its four recordings looped to a quarter of
   * `recordingMinutes`. The centre figures divide what `centres` candidates download before Listening
   * by each line's speed.
   */
  morning: {
    candidates: morningOnly ? candidates : quick ? 10 : 500,
    arrivalSeconds: quick ? 4 : 60,
    parallelRequests: 6,
    recordingMinutes: 30,
    /** A candidate still not done this long after arriving counts as failed. */
    candidateTimeoutMs: 5 * 60_000,
    centres: [100, 300, 500],
    lineMbits: [20, 100],
  },
  /**
   * Capacity: candidates join in steps of `step` (W1's cadence, an invigilator per group) until a
   * measured window of `windowMs` has ack p99 above `p99TargetMs` or an answer refused or left unacked,
   * up to `max` (and what ulimit -n allows). The bench's own event loop above `benchLagMs` (p99) means
   * the client, not the api, may have set the limit.
   */
  capacity: {
    step: quick ? 150 : 2500,
    max: quick ? 300 : 30_000,
    windowMs: quick ? 2500 : 15_000,
    /** After a step's candidates have joined, before its window: their first saves and heartbeats settle. */
    settleMs: quick ? 500 : 3000,
    drainMs: 1000,
    p99TargetMs: 100,
    benchLagMs: 50,
    /** Connecting, joining and starting, this many at once (a morning's candidates do not all press Start together). */
    joinConcurrency: 100,
    budgetMs: quick ? 30_000 : 15 * 60_000,
  },
  /** The whole run aborts (cleaning up) past this: a hung run must end by itself. */
  hardLimitMs: soakMinutes
    ? (soakMinutes + 10) * 60_000
    : quick
      ? 178_000
      : morningOnly
        ? 15 * 60_000
        : capacityOnly
          ? 20 * 60_000
          : 40 * 60_000,
};
