// @ts-check
// Loaded with `node -r` into the processes the bench measures (the api, the baseline servers). It
// does nothing until the bench asks over the IPC channel:
//   {bench: 'memory'}  -> a full GC, then process.memoryUsage(): live heap, not garbage, per socket
//   {bench: 'stats'}   -> the event-loop delay and GC pauses since the last 'stats' (then resets):
//                         how long this process made everything wait, from the inside
//   {bench: 'heap', action: 'start'|'stop'} -> sampling heap profiler: on stop, a full GC and the
//                         allocation sites of what is still alive (<dir>/<name>.heapprofile)
//   {bench: 'profile'} -> ends the CPU profile being taken (writing <dir>/<name>-<n>.cpuprofile) and
//                         starts the next, so each workload gets its own profile. (--cpu-prof writes
//                         only on a clean exit, and the api is killed in the reconnect storm.)
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { watchGcPauses } = require('./gc-pauses.cjs');

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const gcPauses = watchGcPauses();

let session = null;
const post = (method, params) =>
  new Promise((resolve, reject) => {
    if (!session) {
      session = new inspector.Session();
      session.connect();
    }
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result)));
  });

let profiling = false;
let index = 0;

async function handle(message) {
  if (message.bench === 'stats') {
    const ms = (ns) => +(ns / 1e6).toFixed(1);
    const gc = gcPauses.take();
    const stats = {
      loopP99Ms: ms(loop.percentile(99)),
      loopMaxMs: ms(loop.max),
      gcCount: gc.count,
      gcMajor: gc.majorCount,
      gcMs: +gc.ms.toFixed(0),
      gcMaxMs: +gc.maxMs.toFixed(1),
    };
    loop.reset();
    return stats;
  }
  if (message.bench === 'memory') {
    await post('HeapProfiler.collectGarbage');
    return process.memoryUsage();
  }
  if (message.bench === 'heap') {
    if (message.action === 'start') {
      await post('HeapProfiler.enable');
      await post('HeapProfiler.startSampling', { samplingInterval: 4096 });
      return { started: true };
    }
    await post('HeapProfiler.collectGarbage');
    const { profile } = await post('HeapProfiler.getSamplingProfile');
    await post('HeapProfiler.stopSampling');
    const file = path.join(message.dir, `${message.name}.heapprofile`);
    fs.mkdirSync(message.dir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    return { file };
  }
  if (message.bench === 'profile') {
    let file = null;
    if (profiling) {
      const { profile } = await post('Profiler.stop');
      index += 1;
      file = path.join(message.dir, `${message.name}-${index}.cpuprofile`);
      fs.mkdirSync(message.dir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(profile));
    } else {
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 500 });
    }
    if (!message.last) {
      await post('Profiler.start');
      profiling = true;
    } else profiling = false;
    return { file };
  }
  return null;
}

if (process.channel) {
  process.channel.unref(); // the channel must not keep a process alive that would otherwise exit
  process.on('message', (/** @type {{ bench?: unknown; id?: number } | null} */ message) => {
    if (!message || typeof message.bench !== 'string') return;
    handle(message).then(
      (result) => process.send?.({ bench: message.bench, id: message.id, result }),
      (error) => process.send?.({ bench: message.bench, id: message.id, error: String(error) }),
    );
  });
}
