// @ts-check
// Where a process's CPU went, from a .cpuprofile: self time by area (our code, each package, Node
// internals, native calls, GC, idle) and the top functions. Self time comes from the sample timeline.
import { readFileSync } from 'node:fs';

function area(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.includes('apps/bench/')) return '(bench probe: profiler overhead)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  const ours = /(apps|libs)\/([^/]+)\/dist/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

export function summarizeProfile(file, top = 12) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((t, [, us]) => t + us, 0);
  const busy = total - idle || 1;
  const areas = new Map();
  const functions = new Map();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') continue;
    const a = area(callFrame.url, callFrame.functionName);
    areas.set(a, (areas.get(a) ?? 0) + us);
    const where = callFrame.url ? `${a}${a.includes('/') ? '' : ''}:${callFrame.lineNumber + 1}` : a;
    const fn = `${callFrame.functionName || '(anonymous)'} ${where}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  // Native calls (writev, ...) charged to the package that made them: the first caller that is not
  // Node's own code. This is what tells a socket write for Postgres from one for a websocket.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nativeBy = new Map();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.url || callFrame.functionName.startsWith('(')) continue;
    let up = parent.get(id);
    while (up && (!byId.get(up).callFrame.url || byId.get(up).callFrame.url.startsWith('node:'))) up = parent.get(up);
    const caller = up ? area(byId.get(up).callFrame.url, '') : 'node internals';
    const key = `${callFrame.functionName || '(native)'} <- ${caller}`;
    nativeBy.set(key, (nativeBy.get(key) ?? 0) + us);
  }
  const rank = (map, n = top) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), pctOfBusy: +((100 * us) / busy).toFixed(1) }));
  return {
    seconds: +(total / 1e6).toFixed(1),
    busySeconds: +(busy / 1e6).toFixed(1),
    idlePct: +((100 * idle) / total).toFixed(1),
    areas: rank(areas),
    functions: rank(functions),
    nativeByCaller: rank(nativeBy, 6),
    stretches: busyStretches(profile, byId),
  };
}

/** A stretch the main thread ran without once going idle is at least this long to be listed. */
const STRETCH_MIN_MS = 50;

/**
 * The main thread's longest runs without going idle: every event (an ack, a patch) that arrived
 * meanwhile waited for the run to end, so a few of them are the ack's tail whatever the mean cost.
 * Each with when it began (s into the profile) and where its time went (GC, native work, packages).
 */
function busyStretches(profile, byId, top = 5) {
  const stretches = [];
  let at = profile.startTime;
  /** @type {{ start: number; areas: Map<string, number> } | null} */
  let open = null;
  const close = (end) => {
    if (open && (end - open.start) / 1000 >= STRETCH_MIN_MS) stretches.push({ ...open, ms: (end - open.start) / 1000 });
    open = null;
  };
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') return close(at - delta);
    open ??= { start: at - delta, areas: new Map() };
    const a = area(callFrame.url, callFrame.functionName);
    open.areas.set(a, (open.areas.get(a) ?? 0) + delta);
  });
  close(at);
  const longest = stretches.sort((a, b) => b.ms - a.ms).slice(0, top);
  return {
    count: stretches.length,
    longest: longest.map((s) => ({
      atSeconds: +((s.start - profile.startTime) / 1e6).toFixed(1),
      ms: Math.round(s.ms),
      areas: [...s.areas]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, us]) => ({ name, pct: Math.round((100 * us) / (s.ms * 1000)) })),
    })),
  };
}

export function formatProfile(label, s) {
  const lines = [
    `${label}: ${s.seconds} s sampled, main thread busy ${s.busySeconds} s (${(100 - s.idlePct).toFixed(0)}%); shares of busy time:`,
  ];
  lines.push(`  by area:   ${s.areas.map((a) => `${a.name} ${a.pctOfBusy}%`).join(', ')}`);
  lines.push(`  native calls by caller: ${s.nativeByCaller.map((f) => `${f.name} ${f.pctOfBusy}%`).join(', ')}`);
  if (s.stretches?.count) {
    lines.push(
      `  ${s.stretches.count} busy stretches of ${STRETCH_MIN_MS} ms or more without going idle; the longest: ` +
        s.stretches.longest
          .map((x) => `${x.ms} ms at ${x.atSeconds} s (${x.areas.map((a) => `${a.name} ${a.pct}%`).join(', ')})`)
          .join('; '),
    );
  }
  lines.push('  top functions (self):');
  for (const f of s.functions) lines.push(`    ${String(f.pctOfBusy).padStart(5)}%  ${f.name}`);
  return lines.join('\n');
}

/**
 * What is still alive from a sampling heap profile taken around connecting the candidates: bytes per
 * socket by area and by allocating function (self size; a sample stands for its share of the heap).
 */
export function summarizeHeap(file, sockets, top = 12) {
  const { head } = JSON.parse(readFileSync(file, 'utf8'));
  const areas = new Map();
  const functions = new Map();
  let total = 0;
  const walk = (node) => {
    const { callFrame, selfSize } = node;
    if (selfSize) {
      total += selfSize;
      const a = area(callFrame.url, callFrame.functionName);
      areas.set(a, (areas.get(a) ?? 0) + selfSize);
      const fn = `${callFrame.functionName || '(anonymous)'} ${callFrame.url ? `${a}:${callFrame.lineNumber + 1}` : a}`;
      functions.set(fn, (functions.get(fn) ?? 0) + selfSize);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(head);
  const rank = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => ({ name, kbPerSocket: +(bytes / sockets / 1024).toFixed(1) }));
  return { kbPerSocket: +(total / sockets / 1024).toFixed(1), areas: rank(areas), functions: rank(functions) };
}

export function formatHeap(h) {
  const lines = [`api heap still alive after connecting, joining and starting (${h.file}): ${h.kbPerSocket} KB per candidate`];
  lines.push(`  by area:   ${h.areas.map((a) => `${a.name} ${a.kbPerSocket} KB`).join(', ')}`);
  lines.push('  allocated by (KB per candidate):');
  for (const f of h.functions) lines.push(`    ${String(f.kbPerSocket).padStart(6)}  ${f.name}`);
  return lines.join('\n');
}
