// @ts-check
// The one table (figure, measured, target, ✓/✗), then where the CPU went per phase; the same
// figures as one JSON line, written to bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { config } from './options.mjs';
import { totalOf } from './workloads/morning.mjs';

const n = (v) => (v === null || v === undefined ? '—' : Number(v).toLocaleString('en-US'));
const lat = (s) => (s ? `${n(s.p50)} / ${n(s.p99)} / ${n(s.p999)} ms` : '—');
/** A ramp stopped by its time budget only shows a lower bound. */
const knee = (k) => `${n(k?.rate ?? 0)}${k?.cutShort ? ' (at least: time budget)' : ''}`;
/** A knee's CPU per answer, the api's beside the relay's: where the rest of the relay's rate goes. */
const costOf = (k) => {
  const c = k?.cpuMicrosPerAnswer;
  return c ? { ...c, total: c.server + c.storage + c.client } : null;
};
/** `show` of the api's knee cost beside the relay's, '—' for a knee not measured. */
const besideRelay = (api, relay, show) =>
  [
    ['api', costOf(api)],
    ['relay', costOf(relay)],
  ]
    .map(([name, c]) => `${name} ${c ? show(c) : '—'}`)
    .join('; ');
const perAnswer = (c) => `${n(c.server)} + ${n(c.storage)} + ${n(c.client)} = ${n(c.total)}`;
/** The rate at which the processes of one knee step would keep every core busy: no step can pass it. */
const ceiling = (c) => `${n(Math.round((os.cpus().length * 1e6) / c.total))}/s`;
const mark = (ok) => (ok === null ? '' : ok ? '✓' : '✗');
const mb = (bytes) => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 2 : 1)} MB`;
const kb = (bytes) => `${(bytes / 1e3).toFixed(bytes < 1e4 ? 1 : 0)} kB`;
const seconds = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);

/**
 * The morning's figures from its run: per candidate who got through, the api's throughput and CPU,
 * and each centre's time to bring Listening down its line.
 */
export function morningFigures(m) {
  const done = Math.max(1, m.done);
  const per = (bytes) => Math.round(bytes / done);
  const first = totalOf(m.tallies.first);
  const repeat = totalOf(m.tallies.repeat);
  const byKind = (tallies) => Object.fromEntries(Object.entries(tallies).map(([kind, t]) => [kind, per(t.bytes)]));
  const revalidated = repeat.requests - (m.tallies.repeat.api?.requests ?? 0);
  const beforeListening = per(m.beforeListeningBytes);
  const { centres, lineMbits } = config.morning;
  return {
    candidates: m.candidates,
    through: m.done,
    failures: m.failures,
    arrivalSeconds: m.arrivalSeconds,
    seconds: m.seconds,
    recording: m.sample.recording,
    images: m.sample.images,
    toReadyMs: m.toReady,
    startToDoneMs: m.startToDone,
    firstVisit: { bytes: per(first.bytes), requests: +(first.requests / done).toFixed(1), byKind: byKind(m.tallies.first) },
    beforeListeningBytes: beforeListening,
    repeatVisit: {
      bytes: per(repeat.bytes),
      requests: +(repeat.requests / done).toFixed(1),
      revalidated,
      notModified: repeat.notModified,
      byKind: byKind(m.tallies.repeat),
    },
    api: {
      ...m.api,
      cores: +(m.cpu.api / Math.max(0.1, m.cpu.seconds)).toFixed(2),
      mainThread: m.cpu.mainThread ?? null,
    },
    webServerCpuSeconds: +m.webCpuSeconds.toFixed(1),
    benchLoopP99Ms: m.benchLoopP99Ms,
    // Listening's whole download for a centre's candidates, all at once, through one line.
    centreMinutes: Object.fromEntries(
      lineMbits.map((mbits) => [
        `${mbits} Mbit/s`,
        Object.fromEntries(centres.map((n) => [n, +((n * beforeListening * 8) / (mbits * 1e6) / 60).toFixed(1)])),
      ]),
    ),
  };
}

/** The morning's rows (also the whole table of a --morning run). */
export function morningRows(m) {
  const kinds = (byKind) =>
    ['app', 'video', 'api', 'content', 'recording', 'image']
      .filter((k) => byKind[k])
      .map((k) => `${k} ${byKind[k] >= 1e6 ? mb(byKind[k]) : kb(byKind[k])}`)
      .join(', ');
  const failed = Object.entries(m.failures).map(([reason, count]) => `${count}× ${reason}`);
  return [
    [
      `morning: candidates signed in within ${m.arrivalSeconds} s and through every section's rules`,
      `${n(m.through)} / ${n(m.candidates)}${failed.length ? ` (${failed.slice(0, 3).join('; ')})` : ''}`,
      'all',
      m.through === m.candidates,
    ],
    [
      '   Start → ready to begin Listening p50 / p99 (loopback)',
      `${seconds(m.toReadyMs.p50)} / ${seconds(m.toReadyMs.p99)}`,
      '',
      null,
    ],
    [
      `   the test's recording (the sample's, looped; its own encoding)`,
      `${(m.recording.seconds / 60).toFixed(1)} min, ${mb(m.recording.bytes)}; ${m.images.count} images, ${kb(m.images.bytes)}`,
      '',
      null,
    ],
    [
      '   bytes per candidate, first visit (whole test)',
      `${mb(m.firstVisit.bytes)} in ${m.firstVisit.requests} requests (${kinds(m.firstVisit.byKind)})`,
      '',
      null,
    ],
    ['   bytes per candidate before Listening can begin', mb(m.beforeListeningBytes), '', null],
    [
      '   repeat visit per candidate (each file revalidated by ETag)',
      `${kb(m.repeatVisit.bytes)} in ${m.repeatVisit.requests} requests; ${n(m.repeatVisit.notModified)} of ${n(m.repeatVisit.revalidated)} revalidations 304`,
      'all 304',
      m.repeatVisit.notModified === m.repeatVisit.revalidated,
    ],
    [
      '   api while serving it: requests/s, MB/s (peak second), CPU',
      `${n(m.api.requestsPerSecond)}/s, ${m.api.mbPerSecond} MB/s (${m.api.peakMbPerSecond}), ${m.api.cores} cores`,
      '',
      null,
    ],
    ...Object.entries(m.centreMinutes).map(([line, byCentre]) => [
      `   centre of ${Object.keys(byCentre).join(' / ')} candidates on one ${line} line: Listening's download`,
      `${Object.values(byCentre).join(' / ')} min`,
      '',
      null,
    ]),
  ];
}

/**
 * What one core of each process carries at W1's cadence (candidates over the cores it kept busy in
 * W1), and what Redis holds per candidate: the figures docs/deploy.md's sizing table rests on.
 * @param {{ candidates: number; w1Cpu: { seconds: number } & Record<string, number>; redisBytes: number; capacity: { reached?: { candidates: number } | null } }} measured
 */
export function sizingFigures({ candidates, w1Cpu, redisBytes, capacity }) {
  const perCore = (/** @type {'api' | 'worker' | 'postgres' | 'redis'} */ name) => {
    const cores = (w1Cpu[name] ?? 0) / w1Cpu.seconds;
    return { cores: +cores.toFixed(3), candidatesPerCore: cores > 0 ? Math.round(candidates / cores) : null };
  };
  const bytesPerCandidate = redisBytes / candidates;
  return {
    candidates,
    api: perCore('api'),
    worker: perCore('worker'),
    postgres: perCore('postgres'),
    redis: perCore('redis'),
    redisBytesPerCandidate: Math.round(bytesPerCandidate),
    redisCandidatesPerGb: bytesPerCandidate > 0 ? Math.round(2 ** 30 / bytesPerCandidate) : null,
    apiProcessCapacity: capacity.reached?.candidates ?? null,
  };
}

/** The sizing block of the report. @param {ReturnType<typeof sizingFigures>} s */
export function printSizing(s) {
  console.log(`
Sizing at W1's cadence (${n(s.candidates)} candidates, an answer and a heartbeat each every 5 s):`);
  for (const name of /** @type {const} */ (['api', 'worker', 'postgres', 'redis'])) {
    const p = s[name];
    console.log(
      `  ${name.padEnd(9)} ${p.cores.toFixed(2)} cores busy → ${p.candidatesPerCore ? n(p.candidatesPerCore) : '—'} candidates per core`,
    );
  }
  console.log(
    `  redis     ${n(s.redisBytesPerCandidate)} bytes per candidate → ${s.redisCandidatesPerGb ? n(s.redisCandidatesPerGb) : '—'} candidates per GB`,
  );
  console.log(
    `  one api process held ${s.apiProcessCapacity ? n(s.apiProcessCapacity) : '—'} candidates within ack p99 ≤ 100 ms (capacity steps)`,
  );
}

/** The capacity's figures: the last passing step, the one that failed, and what limited it. */
export function capacityFigures(c, ulimit) {
  const brief = (s) =>
    s && {
      candidates: s.candidates,
      joinSeconds: s.joinSeconds,
      answersPerSecond: s.answersPerSecond,
      p50: s.p50,
      p99: s.p99,
      errors: s.errors,
      unacked: s.unacked,
      apiRssMb: s.apiRssMb,
      apiCores: s.apiCores,
      benchCores: s.benchCores,
      benchLoopP99Ms: s.benchLoopP99Ms,
      clientLagged: s.clientLagged,
    };
  const first = c.steps[0];
  const last = c.reached;
  return {
    step: config.capacity.step,
    max: c.max,
    cappedByUlimit: c.max < config.capacity.max ? ulimit : null,
    reached: brief(last),
    failed: brief(c.failed),
    cutShort: c.cutShort,
    // The api's resident memory per 1,000 more candidates across the passing steps.
    apiRssPer1000Mb:
      first && last && last.candidates > first.candidates
        ? +(((last.apiRssMb - first.apiRssMb) / (last.candidates - first.candidates)) * 1000).toFixed(1)
        : null,
  };
}

/** What ended the capacity steps: the failing step and why, the time budget, or the last step. */
function capacityEnd(c) {
  const f = c.failed;
  if (f) {
    return (
      `${n(f.candidates)} failed: p99 ${n(f.p99)} ms${f.errors ? `, ${n(f.errors)} refused` : ''}${f.unacked ? `, ${n(f.unacked)} unacked` : ''}` +
      (f.clientLagged
        ? `, with the bench's own event loop ${n(f.benchLoopP99Ms)} ms late (p99): the client, not the api, may have set this limit`
        : '')
    );
  }
  if (c.cutShort) return 'the time budget (at least this many)';
  if (c.cappedByUlimit) return `no step failed up to ${n(c.max)}, where ulimit -n ${n(c.cappedByUlimit)} stopped the steps`;
  return `no step failed up to ${n(c.max)}`;
}

/** The line the capacity is known by: `capacity: N candidates at p99 X ms`, with what held it there. */
export function capacityLine(c) {
  const r = c.reached;
  const reached = r
    ? `capacity: ${n(r.candidates)} candidates at p99 ${n(r.p99)} ms (api RSS ${n(r.apiRssMb)} MB, ${r.apiCores} cores)`
    : `capacity: below ${n(c.step)} candidates (the first step failed)`;
  return `${reached}; ${capacityEnd(c)}`;
}

/** The capacity's rows of the table (the full run's and `--capacity`'s). */
export function capacityRows(c) {
  return [
    [
      `capacity at W1's cadence, steps of ${n(c.step)} (ack p99 ≤ 100 ms, none behind)`,
      c.reached
        ? `${n(c.reached.candidates)} candidates at p99 ${n(c.reached.p99)} ms${c.cutShort ? ' (at least: time budget)' : ''}`
        : '—',
      '≥ 20,000',
      (c.reached?.candidates ?? 0) >= 20_000,
    ],
    [
      '   api RSS / CPU at that step; RSS per 1,000 more candidates',
      c.reached ? `${n(c.reached.apiRssMb)} MB / ${c.reached.apiCores} cores; ${n(c.apiRssPer1000Mb)} MB` : '—',
      '',
      null,
    ],
    ['   what ended the steps', capacityEnd(c), '', null],
  ];
}

export function buildRows(f) {
  const api = f.knee.api;
  const echo = f.knee.echo;
  const naive = f.knee.naive;
  const relay = f.knee.relay;
  const ratio = (a, b) => (a?.rate && b?.rate ? +(a.rate / b.rate).toFixed(2) : null);
  const vsEcho = ratio(api, echo);
  const vsNaive = ratio(api, naive);
  const vsRelay = ratio(api, relay);
  const d = f.durability;
  const r = f.reconnect;
  const le = (v, max) => (v === null || v === undefined ? false : v <= max);
  return [
    [
      `W1 ack p50 / p99 / p99.9 (${n(f.w1.candidates)} candidates, ${n(f.w1.answersPerSecond)} answers/s)`,
      lat(f.w1.ack),
      'p99 ≤ 100 ms',
      le(f.w1.ack.p99, 100) && !f.w1.errors,
    ],
    [
      'W1 send → invigilator patch p50 / p99 / p99.9',
      lat(f.w1.invig),
      'p99 ≤ 150 ms',
      le(f.w1.invig.p99, 150) && !f.w1.unmatchedPatches,
    ],
    ['W2 knee, api (answers/s at ack p99 ≤ 100 ms)', knee(api), '≥ 3,000', (api?.rate ?? 0) >= 3000],
    ['   api ack at the knee p50 / p99 / p99.9', lat(api), '', null],
    ['   baseline (a) echo: knee answers/s', knee(echo), '', null],
    ['   echo ack at its knee p50 / p99 / p99.9', lat(echo), '', null],
    ['   baseline (b) naive INSERT+COMMIT: knee answers/s', knee(naive), '', null],
    ['   naive ack at its knee p50 / p99 / p99.9', lat(naive), '', null],
    ['   baseline (c) relay, acked and forwarded to a room: knee answers/s', knee(relay), '', null],
    ['   relay ack at its knee p50 / p99 / p99.9', lat(relay), '', null],
    ['W2 api knee ÷ relay knee', vsRelay === null ? '—' : `${vsRelay}×`, '≥ 0.6×', (vsRelay ?? 0) >= 0.6],
    ['   CPU µs per answer at the knee: server + storage + bench client', besideRelay(api, relay, perAnswer), '', null],
    ['   the machine’s ceiling from those: cores ÷ µs per answer', besideRelay(api, relay, ceiling), '', null],
    ['W2 api knee ÷ echo knee', vsEcho === null ? '—' : `${vsEcho}×`, '≥ 0.5×', (vsEcho ?? 0) >= 0.5],
    ['W2 api knee ÷ naive knee', vsNaive === null ? '—' : `${vsNaive}×`, '≥ 2×', (vsNaive ?? 0) >= 2],
    [
      `W3 deadline storm ack p50 / p99 / p99.9 (${n(f.storm.saves)} saves in 5 s)`,
      lat(f.storm.ack),
      'p99 ≤ 250 ms',
      le(f.storm.ack.p99, 250) && !f.storm.errors,
    ],
    ['W3 deadline storm send → invigilator p99', `${n(f.storm.invig.p99)} ms`, '', null],
    [
      'W3 reconnect storm: re-joined within 30 s of the new api listening',
      `${n(r.candidatesBack)} / ${n(r.candidates)} (+${r.invigilatorsBack}/${r.invigilators} inv.), last ${n(r.lastRejoinSeconds)} s`,
      'all',
      r.candidatesBack === r.candidates && r.invigilatorsBack === r.invigilators,
    ],
    [
      'Answers acknowledged / found in Postgres',
      `${n(d.acked)} / ${n(d.inPostgres)}`,
      '0 lost',
      d.lost === 0 && d.corruptValues === 0,
    ],
    [
      'api RSS per 1,000 sockets (live heap after GC; echo RSS)',
      `${n(f.memoryPer1000.api.rss)} MB (heap ${n(f.memoryPer1000.api.heap)} MB; echo ${n(f.memoryPer1000.echo.rss)} MB)`,
      '≤ 15 MB',
      le(f.memoryPer1000.api.rss, 15),
    ],
    ['api CPU-seconds per 1,000 answers (W1, heartbeats included)', `${n(f.cpuPer1000Answers.api)} s`, '', null],
    [
      'whole stack CPU-seconds per 1,000 answers (W1: api, worker, Postgres, Redis)',
      `${n(f.cpuPer1000Answers.wholeStackW1)} s`,
      '≤ 0.7 s',
      le(f.cpuPer1000Answers.wholeStackW1, 0.7),
    ],
    [
      'bench client event-loop delay p99 (W1 / knee step)',
      `${n(f.benchLoopP99Ms.w1)} / ${n(f.benchLoopP99Ms.knee)} ms`,
      '',
      null,
    ],
    ...capacityRows(f.capacity),
    ...morningRows(f.morning),
  ];
}

export function printTable(rows) {
  const headers = ['figure', 'measured', 'target', 'ok'];
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => String(r[i] === null ? '' : i === 3 ? mark(r[i]) : r[i]).length)),
  );
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const out = [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`];
  for (const r of rows) out.push(line([r[0], r[1], r[2], mark(r[3])]));
  console.log(out.join('\n'));
}

export function printCpu(cpu) {
  const procs = ['api', 'worker', 'postgres', 'redis', 'bench', 'server', 'other', 'steal'];
  console.log(
    '\nCPU-seconds by process per phase (2 cores = 2 CPU-s per wall second; "server" is the baseline server, "bench" the clients (in the morning also their downloads), "other" everything else on the machine, including the morning\'s web server; "steal" time the hypervisor took; an api main thread is where its event loop runs):',
  );
  for (const [phase, d] of Object.entries(cpu)) {
    const parts = procs.filter((p) => d[p] !== undefined).map((p) => `${p} ${d[p].toFixed(1)}`);
    console.log(`  ${phase.padEnd(22)} ${String(d.seconds).padStart(5)} s wall: ${parts.join(', ')}${mainThreadWait(d)}`);
  }
}

/** How long the server's main thread ran and how long it was ready but waited for a core (when read). */
export function mainThreadWait({ mainThread: m }) {
  return m ? ` | ${m.name} main thread ran ${m.run.toFixed(1)} s, waited for a core ${m.wait.toFixed(1)} s` : '';
}

/** The knee step and the step that failed after it, per server: what limited each. */
export function printRampDiagnostics(ramps, describeStep) {
  console.log(
    '\nAt the knee and at the first failing step above it (cores busy per process; Postgres connections by state/wait):',
  );
  for (const [name, ramp] of Object.entries(ramps)) {
    const kneeRate = ramp.knee?.rate ?? 0;
    const failing = ramp.steps.filter((s) => !s.pass && s.rate > kneeRate).sort((a, b) => a.rate - b.rate)[0];
    for (const [label, step] of [
      ['knee', ramp.knee],
      ['fail', failing],
    ]) {
      if (step)
        console.log(`  ${name.padEnd(5)} ${label} ${String(step.rate).padStart(6)}/s p99 ${step.p99} ms | ${describeStep(step)}`);
    }
  }
}

export function writeResults(repoRoot, result) {
  const line = JSON.stringify(result);
  console.log(line);
  const dir = path.join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${line}\n`);
}
