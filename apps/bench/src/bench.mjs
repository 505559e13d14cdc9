// @ts-check
// npm run bench [-- --quick] (scripts/bench.mjs builds first): starts its own stack (fresh database cdi_bench_<id>, own Redis prefix),
// runs the baselines, W1-W3, the capacity steps and the exam morning with both ends in this process,
// prints one table and one JSON line, and cleans up, also on Ctrl-C. See ../README.md for what each figure means.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ledger } from './answers.mjs';
import { arrange, arrangeCentre } from './arrange.mjs';
import { closeAll, sourceAddresses } from './clients.mjs';
import { describeStep, findKnee } from './open-loop.mjs';
import { config } from './options.mjs';
import { connectCandidates, connectInvigilators } from './participants.mjs';
import { cpuDelta, cpuReading, cpuSeconds, loopDelayMonitor, otherLoad, rssMb } from './procstat.mjs';
import { per1000, runBaseline } from './baselines/run-baseline.mjs';
import { memoryOf } from './probe/client.mjs';
import { formatHeap, formatProfile, summarizeHeap, summarizeProfile } from './probe/summary.mjs';
import {
  buildRows,
  capacityFigures,
  capacityLine,
  capacityRows,
  morningFigures,
  morningRows,
  printCpu,
  printRampDiagnostics,
  printSizing,
  printTable,
  sizingFigures,
  writeResults,
} from './report.mjs';
import { installSampleTest } from './sample-test.mjs';
import {
  assertBuilt,
  createDatabase,
  dropRun,
  freePort,
  planRun,
  redisUsedMemoryBytes,
  repoRoot,
  startProcess,
  startStack,
  stopProcess,
  waitForHttp,
} from './stack.mjs';
import { sleep } from './stats.mjs';
import { runSteady, warmUp } from './workloads/w1-steady.mjs';
import { startWaitSampler } from './pg-waits.mjs';
import { verifyAnswers } from './verify.mjs';
import { runDeadlineStorm, runReconnectStorm } from './workloads/w3-storms.mjs';
import { runSoak, soakShape } from './workloads/r10-soak.mjs';
import { runMorning } from './workloads/morning.mjs';
import { runCapacity } from './workloads/capacity.mjs';

const began = performance.now();
const log = (message) => console.log(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(3)}s] ${message}`);

let plan = null;
let waits = null;
let stack = null;
/** The web app's static server, while the morning runs. */
let web = null;
const openSockets = [];
let cleaning = null;

/** Closes clients, stops the stack, drops the database and Redis keys; runs once. */
function cleanup() {
  cleaning ??= (async () => {
    await waits?.stop().catch(() => {});
    await closeAll(openSockets.splice(0).map((x) => x.socket));
    if (web) await stopProcess(web).catch(() => {});
    await stack?.stop().catch(() => {});
    if (plan && !config.keepData) {
      const problems = await dropRun(plan);
      if (problems.length) console.error(`cleanup: ${problems.join('; ')}`);
    } else if (plan) log(`kept ${plan.databaseUrl}, Redis prefix ${plan.redisPrefix} and files in ${plan.filesDir}`);
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}
/** The run's time limit counts from after the build, which takes what the machine gives it (once per clone). */
function armHardLimit() {
  const hardLimit = setTimeout(() => {
    console.error(`The bench ran past its limit of ${config.hardLimitMs / 1000} s: stopping.`);
    if (stack) console.error(stack.recentOutput());
    cleanup().finally(() => process.exit(2));
  }, config.hardLimitMs);
  hardLimit.unref();
}

/**
 * The clients hold one descriptor per socket in this process, and the api one per socket in its own.
 * W1's candidates must fit (or the run stops here); the capacity steps stop at the largest step that
 * fits, and say so.
 */
function checkFileLimit() {
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  const sockets = (/** @type {number} */ candidates) => candidates + Math.ceil(candidates / config.groupSize);
  const needed = sockets(config.candidates) + 500;
  log(`ulimit -n is ${limit}; this run holds ~${needed} descriptors in this process and ~${config.candidates + 200} in the api`);
  if (Number.isFinite(limit) && limit < needed) {
    throw new Error(
      `ulimit -n ${limit} is too low for ${config.candidates} candidates: raise it (ulimit -n ${needed * 2}) or use --candidates`,
    );
  }
  const { max, step } = config.capacity;
  let capacityMax = max;
  while (Number.isFinite(limit) && capacityMax > 0 && sockets(capacityMax) + 500 > limit) capacityMax -= step;
  if (!config.morningOnly && !config.soak && capacityMax < max) {
    log(
      `ulimit -n ${limit} holds at most ${capacityMax.toLocaleString('en-US')} capacity candidates (of ${max.toLocaleString('en-US')}): ` +
        `the capacity steps stop there (ulimit -n ${sockets(max) + 500} for all of them)`,
    );
  }
  return { limit, capacityMax };
}

/**
 * What one acked answer cost each process during a knee step, in CPU microseconds: the server (the api
 * or a baseline), what stores it (Postgres, Redis, the worker; zero for a baseline without them) and
 * the bench's own client. Their sum against the machine's cores bounds the knee, whatever the latency.
 */
function cpuMicrosPerAnswer(step) {
  const per = (seconds) => Math.round(((seconds ?? 0) / Math.max(1, step.acked)) * 1e6);
  const c = step.cpu;
  return {
    // A baseline's reading has a server and an api of zero; the api's has no server.
    server: per(c.server ?? c.api),
    storage: per((c.postgres ?? 0) + (c.redis ?? 0) + (c.worker ?? 0)),
    client: per(c.bench),
  };
}

/** Ends the api's current CPU profile (if any) and starts the next; returns the finished profile's summary. */
async function cutProfile(last = false, name = 'api') {
  if (!config.profile) return null;
  const answer = await stack.api.ask({ bench: 'profile', dir: path.join(repoRoot, 'bench/results'), name, last }, 30_000);
  return answer?.file ? { file: path.relative(repoRoot, answer.file), ...summarizeProfile(answer.file) } : null;
}

/**
 * The exam morning on the running stack: its centre, the sample test uploaded and ingested, the web
 * app's static server, then the candidates' morning (workloads/morning.mjs).
 * @param {{ reading: () => any; loop: ReturnType<typeof loopDelayMonitor> }} run
 */
async function morning({ reading, loop }) {
  const centre = await arrangeCentre(plan.databaseUrl, {
    candidates: config.morning.candidates,
    groupSize: config.groupSize,
    runId: `${plan.id}m`,
  });
  const sample = await installSampleTest({
    apiUrl: stack.apiUrl,
    databaseUrl: plan.databaseUrl,
    centre,
    recordingMinutes: config.morning.recordingMinutes,
  });
  const webPort = await freePort();
  web = startProcess('web', process.execPath, [path.join(repoRoot, 'apps/bench/src/web-server.mjs')], {
    env: { PORT: String(webPort) },
    quiet: true,
  });
  const webUrl = `http://127.0.0.1:${webPort}`;
  await waitForHttp(`${webUrl}/`, { handle: web, timeoutMs: 30_000 });
  log(
    `morning: ${config.morning.candidates} candidates sign in within ${config.morning.arrivalSeconds} s; the sample test uploaded and ingested ` +
      `(recording ${(sample.recording.seconds / 60).toFixed(1)} min, ${(sample.recording.bytes / 1e6).toFixed(1)} MB; ${sample.images.count} images, ` +
      `${(sample.images.bytes / 1e3).toFixed(0)} kB); the web app served from apps/web/dist as deploy/nginx.conf serves it`,
  );
  try {
    await cutProfile(false, 'api-morning');
    const result = await runMorning({ apiUrl: stack.apiUrl, webUrl, centre, cpu: reading, cpuDelta, loop, log });
    const profile = await cutProfile(true, 'api-morning');
    return { ...result, sample, webCpuSeconds: cpuSeconds(web.child.pid), profile };
  } finally {
    await stopProcess(web);
    web = null;
  }
}

async function main() {
  const { limit: ulimit, capacityMax } = checkFileLimit();
  assertBuilt();
  armHardLimit();
  plan = await planRun();
  if (config.profile) {
    for (const name of ['api-1', 'api-2', 'api-morning-1'])
      rmSync(path.join(repoRoot, `bench/results/${name}.cpuprofile`), { force: true });
  }
  log(
    config.morningOnly
      ? `morning run ${plan.id}: ${config.morning.candidates} candidates, clients from ${sourceAddresses[0]}-${sourceAddresses.at(-1)}`
      : `${config.quick ? 'quick' : 'full'} run ${plan.id}: ${config.candidates} candidates in groups of ${config.groupSize}, clients from ${sourceAddresses[0]}-${sourceAddresses.at(-1)}`,
  );
  await createDatabase(plan);
  const busyAtStart = await otherLoad();
  log(
    busyAtStart > 0.25
      ? `WARNING: other processes keep ${busyAtStart} of ${os.cpus().length} cores busy; every figure below will be worse than on a quiet machine`
      : `machine quiet (${busyAtStart} cores busy before the run)`,
  );
  const loop = loopDelayMonitor();
  waits = await startWaitSampler(plan.databaseUrl);
  const cpu = {};
  const pgWaits = {};

  if (config.soak) return soak({ busyAtStart, ulimit });
  if (config.morningOnly) return morningRun({ busyAtStart, ulimit, loop });
  if (config.capacityOnly) return capacityRun({ busyAtStart, ulimit, capacityMax, loop });

  // Baselines first, on a quiet machine, with as many sockets as the api will hold.
  log('baseline (a): bare socket.io echo server');
  const echo = await runBaseline({ name: 'echo', script: 'echo-server.mjs', sockets: config.candidates, log, loop, waits });
  log('baseline (b): naive server, one INSERT+COMMIT per answer');
  const naive = await runBaseline({
    name: 'naive',
    script: 'naive-server.mjs',
    sockets: config.candidates,
    env: { DATABASE_URL: plan.databaseUrl },
    log,
    loop,
    waits,
  });
  log('baseline (c): relay server, each answer acked and forwarded to its room');
  const relay = await runBaseline({
    name: 'relay',
    script: 'relay-server.mjs',
    sockets: config.candidates,
    groupSize: config.groupSize,
    log,
    loop,
    waits,
  });

  log('starting api and worker');
  stack = await startStack(plan);
  const pids = { api: () => stack.api.child.pid, worker: () => stack.worker.child.pid, retiredApi: () => stack.retiredApiCpu };
  const reading = () => cpuReading(pids);
  const apiStats = () => stack.api.ask({ bench: 'stats' });
  /** A workload's figures mean nothing if the api or worker died under it. */
  const assertAlive = (phase) => {
    for (const h of [stack.api, stack.worker]) {
      if (h.child.exitCode !== null || h.child.signalCode !== null) throw new Error(`${h.label} exited during ${phase}`);
    }
  };
  const arranged = await arrange(plan.databaseUrl, {
    candidates: config.candidates,
    groupSize: config.groupSize,
    runId: plan.id,
  });
  log(`arranged ${arranged.candidates.length} candidates, ${arranged.invigilators.length} groups with an invigilator each`);

  const ledger = new Ledger();
  const socketStats = { disconnects: 0, rejoinRefused: 0 };
  await sleep(1000);
  const memoryBefore = await memoryOf(stack.api, rssMb);
  const redisBefore = await redisUsedMemoryBytes(plan);
  if (config.profile) await stack.api.ask({ bench: 'heap', action: 'start' });
  let t = reading();
  const connectStarted = performance.now();
  openSockets.push(...arranged.candidates);
  const candidates = await connectCandidates(stack.apiUrl, arranged.candidates, socketStats);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  cpu['connect+join+start'] = cpuDelta(t, reading());
  await sleep(2000);
  const memoryAfter = await memoryOf(stack.api, rssMb);
  const heapFile = config.profile
    ? (
        await stack.api.ask(
          { bench: 'heap', action: 'stop', dir: path.join(repoRoot, 'bench/results'), name: 'api-sockets' },
          60_000,
        )
      )?.file
    : null;
  const retained = heapFile ? { file: path.relative(repoRoot, heapFile), ...summarizeHeap(heapFile, config.candidates) } : null;
  const apiMemory = per1000(memoryBefore, memoryAfter, config.candidates);
  log(
    `connected, joined and started ${arranged.candidates.length} candidates in ${connectSeconds.toFixed(1)} s; ` +
      `api RSS ${memoryBefore.rss?.toFixed(0)} → ${memoryAfter.rss?.toFixed(0)} MB, live heap ${memoryBefore.heapUsed?.toFixed(0)} → ${memoryAfter.heapUsed?.toFixed(0)} MB`,
  );
  openSockets.push(...arranged.invigilators);
  const invigilators = await connectInvigilators(stack.apiUrl, arranged.invigilators, ledger);

  await warmUp({ candidates, ledger });
  await cutProfile(); // starts profile 1 (W1)
  log(`W1: steady state for ${config.w1.seconds} s`);
  loop.reset();
  t = reading();
  waits.take();
  await apiStats();
  const w1 = await runSteady({ candidates, ledger });
  cpu.W1 = cpuDelta(t, reading());
  const redisBytes = (await redisUsedMemoryBytes(plan)) - redisBefore;
  pgWaits.W1 = waits.take();
  const apiInside = { W1: await apiStats() };
  assertAlive('W1');
  const w1LoopP99 = loop.p99Ms();
  const profiles = config.profile ? { W1: await cutProfile() } : null; // profile 2: storm + W2

  log(
    `W3a: deadline storm, ${config.storm.savesPerCandidate} final saves per candidate within ${config.storm.windowMs / 1000} s`,
  );
  t = reading();
  await apiStats();
  const storm = await runDeadlineStorm({ candidates, ledger });
  cpu['W3 deadline storm'] = cpuDelta(t, reading());
  pgWaits['W3 deadline storm'] = waits.take();
  apiInside['W3 deadline storm'] = await apiStats();
  assertAlive('the deadline storm');

  log('W2: ramp to the knee over the candidates’ sockets');
  t = reading();
  const ramp = await findKnee({
    label: 'api',
    senders: candidates,
    send: (c, intended, phase) => ledger.send(c, intended, phase),
    cpu: reading,
    log,
    loop,
    waits,
    probe: apiStats,
  });
  cpu['W2 ramp'] = cpuDelta(t, reading());
  assertAlive('W2');
  if (profiles) profiles['storm + W2'] = await cutProfile(true);
  await sleep(1000);

  const disconnectsBeforeRestart = socketStats.disconnects;
  log('W3b: reconnect storm (api killed and restarted on the same port)');
  t = reading();
  const reconnect = await runReconnectStorm({
    candidates,
    invigilators,
    ledger,
    stack,
    log,
  });
  cpu['W3 reconnect storm'] = cpuDelta(t, reading());
  assertAlive('the reconnect storm');

  await closeAll(openSockets.splice(0).map((x) => x.socket));
  const durability = await verifyAnswers(plan.databaseUrl, arranged.tenantId, ledger);
  log(`verified: ${durability.acked} acked, ${durability.inPostgres} in Postgres, ${durability.rowsInPostgres} answer rows`);

  // After the answer-path workloads, so their figures stay their own; the capacity on the api the
  // reconnect storm restarted (its RSS is the steps' own), the morning last.
  const capacity = await capacitySteps({ capacityMax, reading, apiStats, loop });
  cpu.capacity = capacity.cpu;
  assertAlive('the capacity steps');

  t = reading();
  const morningResult = await morning({ reading, loop });
  cpu.morning = cpuDelta(t, reading());
  assertAlive('the morning');

  const summary = (phase) => ({ ...phase.ack.summary(), errors: Object.values(phase.errors).reduce((a, b) => a + b, 0) });
  const kneeOf = (r) =>
    r.knee
      ? {
          rate: r.knee.rate,
          p50: r.knee.p50,
          p99: r.knee.p99,
          p999: r.knee.p999,
          ackedPerSecond: r.knee.ackedPerSecond,
          cutShort: r.cutShort,
          cpuMicrosPerAnswer: cpuMicrosPerAnswer(r.knee),
        }
      : null;
  const apiKneeStep = ramp.knee;
  const capacityResult = capacityFigures(capacity, ulimit);
  const figures = {
    w1: {
      candidates: config.candidates,
      seconds: w1.seconds,
      acked: w1.phase.acked,
      answersPerSecond: Math.round(w1.phase.acked / w1.seconds),
      ack: w1.phase.ack.summary(),
      invig: w1.phase.invig?.summary() ?? null,
      errors: summary(w1.phase).errors,
      errorCodes: w1.phase.errors,
      unmatchedPatches: w1.unmatchedPatches,
    },
    knee: { api: kneeOf(ramp), echo: kneeOf(echo), naive: kneeOf(naive), relay: kneeOf(relay) },
    relayForwarded: { forwarded: relay.forwarded, acked: relay.acked },
    storm: {
      saves: storm.phase.sent,
      ack: storm.phase.ack.summary(),
      invig: storm.phase.invig?.summary() ?? null,
      errors: summary(storm.phase).errors,
      errorCodes: storm.phase.errors,
      unmatchedPatches: storm.unmatchedPatches,
    },
    reconnect: {
      candidates: arranged.candidates.length,
      invigilators: arranged.invigilators.length,
      candidatesBack: reconnect.candidatesBack,
      invigilatorsBack: reconnect.invigilatorsBack,
      lastRejoinSeconds: reconnect.lastRejoinSeconds,
      apiDownSeconds: reconnect.apiDownSeconds,
      healthAnsweredSeconds: reconnect.healthAnsweredSeconds,
      saveAfterRejoin: summary(reconnect.phase),
      rejoinRefused: socketStats.rejoinRefused,
    },
    durability,
    memoryPer1000: { api: apiMemory, echo: echo.memoryPer1000, naive: naive.memoryPer1000 },
    apiMemoryMb: { before: memoryBefore, after: memoryAfter },
    cpuPer1000Answers: {
      api: +((cpu.W1.api / Math.max(1, w1.phase.acked)) * 1000).toFixed(3),
      wholeStackW1: +(
        ((cpu.W1.api + cpu.W1.worker + cpu.W1.postgres + cpu.W1.redis) / Math.max(1, w1.phase.acked)) *
        1000
      ).toFixed(3),
    },
    apiCpuAtKnee: apiKneeStep ? +(apiKneeStep.cpu.api / apiKneeStep.seconds).toFixed(2) : null,
    benchLoopP99Ms: { w1: w1LoopP99, knee: apiKneeStep?.benchLoopP99Ms ?? null },
    connectJoinStartSeconds: +connectSeconds.toFixed(1),
    unexpectedDisconnectsBeforeRestart: disconnectsBeforeRestart,
    morning: morningFigures(morningResult),
    capacity: capacityResult,
    sizing: sizingFigures({ candidates: config.candidates, w1Cpu: cpu.W1, redisBytes, capacity: capacityResult }),
  };
  const rows = buildRows(figures);
  console.log(
    `\nBench ${config.quick ? '(quick) ' : ''}${new Date().toISOString()} · ${os.cpus().length} cores (${busyAtStart} busy with other work at the start) · ulimit -n ${ulimit} · ${config.candidates} candidates\n`,
  );
  printTable(rows);
  console.log(`\n${capacityLine(figures.capacity)}`);
  printCpu(cpu);
  printSizing(figures.sizing);
  printRampDiagnostics({ api: ramp, echo, naive, relay }, describeStep);
  for (const [phase, w] of Object.entries(pgWaits)) {
    const sv = apiInside[phase];
    const busy = Object.entries(w).map(([k, v]) => `${k} ${v}`);
    console.log(
      `  ${phase}: api loop p99 ${sv?.loopP99Ms} max ${sv?.loopMaxMs} ms, GC ${sv?.gcMs} ms (max ${sv?.gcMaxMs}, ${sv?.gcMajor} major)` +
        ` | pg busy: ${busy.join(', ') || 'nothing'}`,
    );
  }
  if (retained) console.log(`\n${formatHeap(retained)}`);
  if (profiles) {
    profiles.capacity = capacity.profile;
    profiles.morning = morningResult.profile;
    printProfiles(profiles);
  }
  console.log('');
  writeResults(repoRoot, {
    at: new Date().toISOString(),
    quick: config.quick,
    machine: { cores: os.cpus().length, busyCoresAtStart: busyAtStart, ulimit, node: process.version },
    config,
    figures,
    targets: rows.filter((r) => r[3] !== null).map((r) => ({ figure: r[0], measured: r[1], target: r[2], met: r[3] })),
    steps: {
      api: ramp.steps,
      echo: echo.steps,
      naive: naive.steps,
      relay: relay.steps,
      capacity: capacity.steps.map(({ cpu: _, ...step }) => step),
    },
    cpu,
    pgWaits,
    apiInside,
    profiles,
    retained,
    seconds: Math.round((performance.now() - began) / 1000),
  });
  loop.stop();
}

/**
 * The results file of a workload run alone (`--capacity`, `--morning`): the machine, the figures and
 * the targets its rows mark, with what else the run measured.
 * @param {'capacity' | 'morning'} kind
 * @param {{ busyAtStart: number; ulimit: number; figures: object; rows: any[][] }} run
 * @param {object} measured
 */
function writeRunAlone(kind, { busyAtStart, ulimit, figures, rows }, measured) {
  writeResults(repoRoot, {
    at: new Date().toISOString(),
    [kind]: true,
    machine: { cores: os.cpus().length, busyCoresAtStart: busyAtStart, ulimit, node: process.version },
    config,
    figures,
    targets: rows.filter((r) => r[3] !== null).map((r) => ({ figure: r[0], measured: r[1], target: r[2], met: r[3] })),
    ...measured,
    seconds: Math.round((performance.now() - began) / 1000),
  });
}

/**
 * The capacity steps on the running api: a centre of their own (as many candidates as ulimit -n
 * allows), then workloads/capacity.mjs. Returns its result with the CPU the steps took.
 * @param {{ capacityMax: number; reading: () => any; apiStats: () => Promise<any>; loop: ReturnType<typeof loopDelayMonitor> }} run
 */
async function capacitySteps({ capacityMax, reading, apiStats, loop }) {
  log(
    `capacity: candidates join ${config.capacity.step.toLocaleString('en-US')} at a time at W1's cadence, up to ${capacityMax.toLocaleString('en-US')}`,
  );
  const capacitySeats = await arrange(plan.databaseUrl, {
    candidates: capacityMax,
    groupSize: config.groupSize,
    runId: `${plan.id}c`,
  });
  openSockets.push(...capacitySeats.candidates, ...capacitySeats.invigilators);
  const before = reading();
  await cutProfile(false, 'api-capacity');
  const capacity = await runCapacity({
    apiUrl: stack.apiUrl,
    seats: capacitySeats,
    max: capacityMax,
    reading,
    cpuDelta,
    apiRss: () => rssMb(stack.api.child.pid),
    apiStats,
    loop,
    log,
  });
  openSockets.splice(0);
  const profile = await cutProfile(true, 'api-capacity');
  return { ...capacity, cpu: cpuDelta(before, reading()), profile };
}

/**
 * `--capacity`: the capacity steps alone, on a stack of their own; their rows of the table, their CPU
 * and the capacity line.
 * @param {{ busyAtStart: number; ulimit: number; capacityMax: number; loop: ReturnType<typeof loopDelayMonitor> }} run
 */
async function capacityRun({ busyAtStart, ulimit, capacityMax, loop }) {
  log('starting api and worker');
  stack = await startStack(plan);
  const reading = () => cpuReading({ api: () => stack.api.child.pid, worker: () => stack.worker.child.pid });
  const capacity = await capacitySteps({ capacityMax, reading, apiStats: () => stack.api.ask({ bench: 'stats' }), loop });
  const figures = { capacity: capacityFigures(capacity, ulimit) };
  const rows = capacityRows(figures.capacity);
  console.log(
    `\nCapacity ${new Date().toISOString()} · ${os.cpus().length} cores (${busyAtStart} busy with other work at the start) · ulimit -n ${ulimit}\n`,
  );
  printTable(rows);
  printCpu({ capacity: capacity.cpu });
  if (capacity.profile) printProfiles({ capacity: capacity.profile });
  console.log(`\n${capacityLine(figures.capacity)}\n`);
  writeRunAlone(
    'capacity',
    { busyAtStart, ulimit, figures, rows },
    {
      steps: capacity.steps.map(({ cpu: _, ...step }) => step),
      cpu: { capacity: capacity.cpu },
      profile: capacity.profile,
    },
  );
  loop.stop();
}

/**
 * `--morning`: the exam morning alone, on a stack of its own; its rows of the table and its CPU.
 * @param {{ busyAtStart: number; ulimit: number; loop: ReturnType<typeof loopDelayMonitor> }} run
 */
async function morningRun({ busyAtStart, ulimit, loop }) {
  log('starting api and worker');
  stack = await startStack(plan);
  const reading = () => cpuReading({ api: () => stack.api.child.pid, worker: () => stack.worker.child.pid });
  const t = reading();
  const result = await morning({ reading, loop });
  const cpu = { morning: cpuDelta(t, reading()) };
  const figures = { morning: morningFigures(result) };
  const rows = morningRows(figures.morning);
  console.log(
    `\nMorning ${new Date().toISOString()} · ${os.cpus().length} cores (${busyAtStart} busy with other work at the start) · ulimit -n ${ulimit} · ${config.morning.candidates} candidates\n`,
  );
  printTable(rows);
  printCpu(cpu);
  if (result.profile) printProfiles({ morning: result.profile });
  console.log('');
  writeRunAlone('morning', { busyAtStart, ulimit, figures, rows }, { cpu, profile: result.profile });
  loop.stop();
}

/** Each CPU profile's summary, by workload. */
function printProfiles(profiles) {
  console.log('\napi CPU profiles (open the .cpuprofile files in Chrome DevTools > Performance for the full picture):');
  for (const [label, p] of Object.entries(profiles)) if (p) console.log(formatProfile(`${label} (${p.file})`, p));
}

/**
 * R10 (`--soak`): the stack, candidates and invigilators as for W1, then the soak instead of the
 * workloads, and the durability check. Fails when RSS or latency drift or an answer is lost.
 */
async function soak({ busyAtStart, ulimit }) {
  const shape = soakShape();
  log('starting api and worker');
  stack = await startStack(plan);
  const reading = () => cpuReading({ api: () => stack.api.child.pid, worker: () => stack.worker.child.pid });
  // Candidates answer Listening throughout: it must not close under them (30 minutes in IELTS).
  const arranged = await arrange(plan.databaseUrl, {
    candidates: config.candidates,
    groupSize: config.groupSize,
    runId: plan.id,
    listeningSeconds: (shape.minutes + 10) * 60,
  });
  const ledger = new Ledger();
  openSockets.push(...arranged.candidates);
  const candidates = await connectCandidates(stack.apiUrl, arranged.candidates, { disconnects: 0, rejoinRefused: 0 });
  openSockets.push(...arranged.invigilators);
  await connectInvigilators(stack.apiUrl, arranged.invigilators, ledger);
  await warmUp({ candidates, ledger });
  log(
    `R10 soak: ${config.candidates} candidates at ${shape.rateFactor}× W1's answer rate for ${shape.minutes} min, one line per ${shape.windowMs / 1000} s`,
  );
  const { windows, verdict } = await runSoak({
    candidates,
    ledger,
    reading,
    cpuDelta,
    apiRss: () => rssMb(stack.api.child.pid),
    log,
  });
  await closeAll(openSockets.splice(0).map((x) => x.socket));
  const durability = await verifyAnswers(plan.databaseUrl, arranged.tenantId, ledger);
  const flat = verdict.rssFlat && verdict.latencyFlat && verdict.errors === 0 && durability.lost === 0;
  console.log(
    `\nSoak ${new Date().toISOString()} · ${os.cpus().length} cores (${busyAtStart} busy at the start) · ulimit -n ${ulimit}\n` +
      `  api RSS ${windows[Math.min(1, windows.length - 1)]?.apiRssMb} → ${windows.at(-1)?.apiRssMb} MB (${verdict.rssGrowthMb >= 0 ? '+' : ''}${verdict.rssGrowthMb} MB, limit +${shape.rssGrowthMb}): ${verdict.rssFlat ? 'flat' : 'GREW'}\n` +
      `  ack p99 ${verdict.p99Reference} → ${verdict.p99Last} ms (limit ${verdict.p99Limit}): ${verdict.latencyFlat ? 'flat' : 'DRIFTED'}\n` +
      `  errors or unacked ${verdict.errors}; acked ${durability.acked}, in Postgres ${durability.inPostgres}, lost ${durability.lost}\n` +
      `  R10 ${flat ? 'PASS' : 'FAIL'}\n`,
  );
  writeResults(repoRoot, { at: new Date().toISOString(), soak: true, config, windows, verdict, durability });
  if (!flat) throw new Error('the soak drifted or lost answers (see above)');
}

main()
  .then(
    () => 0,
    (error) => {
      console.error(`\nbench failed: ${error?.stack ?? error}`);
      if (stack) console.error(stack.recentOutput());
      return 1;
    },
  )
  .then(async (code) => {
    await cleanup();
    log(`done in ${((performance.now() - began) / 1000).toFixed(0)} s`);
    process.exit(code);
  });
