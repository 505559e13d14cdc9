// @ts-check
// The exam morning: every candidate arrives at a random moment within the arrival window, loads the web
// app, signs in with the real login call, lists their tests (the api creates their attempt) and presses
// Start. From Start, as the web app does: the test's detail and the exam socket (join), then the
// Listening rules, which download the section's content, the instruction video, every image and every
// part's recording (one after the other, with the pass from recording:sync); "ready" is when the content
// and the whole recording are in hand (what Begin waits for). The candidate then reloads (a repeat
// visit: each file asked again with its ETag), confirms the sound check, starts and finishes Listening,
// and does the same for Reading's and Writing's rules: the api serves a section's content only from its
// rules on, so the whole test comes down section by section, as it does over a real morning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  AttemptPaths,
  AuthPaths,
  ExamEvents,
  pathTo,
  RECORDING_PASS_PARAM,
  SECTION_ORDER,
  TestMakingPaths,
} from '@cdi/contracts';
import { Browser } from '../browser.mjs';
import { ACK_TIMEOUT_MS, openExamSocket, pool, sourceAddresses } from '../clients.mjs';
import { config } from '../options.mjs';
import { repoRoot } from '../stack.mjs';
import { Recorder, sleep } from '../stats.mjs';

/**
 * @import { AssignedTestsResponse, ExamSection, LoginRequest, LoginResponse, SectionContentResponse } from '@cdi/contracts'
 * @import { Centre } from '../arrange.mjs'
 * @import { ExamSocket } from '../clients.mjs'
 * @import { Kind, Tally } from '../browser.mjs'
 */

const DIST = path.join(repoRoot, 'apps/web/dist');

/**
 * What a browser loads on the app's first page: index.html, the entry's JS and CSS with everything it
 * imports statically (dist/.vite/manifest.json), and the icon index.html links.
 */
export function startFiles() {
  /** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const icon = /<link rel="icon"[^>]* href="\/([^"]+)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))?.[1];
  return { assets: [...files].map((f) => `/${f}`), icon: icon ? `/${icon}` : null };
}

/** Adds one candidate's tallies into the morning's. */
function addTallies(/** @type {Partial<Record<Kind, Tally>>} */ into, /** @type {Partial<Record<Kind, Tally>>} */ from) {
  for (const [kind, t] of /** @type {[Kind, Tally][]} */ (Object.entries(from))) {
    const sum = (into[kind] ??= { requests: 0, bytes: 0, notModified: 0, failed: 0 });
    sum.requests += t.requests;
    sum.bytes += t.bytes;
    sum.notModified += t.notModified;
    sum.failed += t.failed;
  }
}

/** The totals of a set of tallies. */
export function totalOf(/** @type {Partial<Record<Kind, Tally>>} */ tallies) {
  const all = Object.values(tallies);
  return {
    requests: all.reduce((n, t) => n + t.requests, 0),
    bytes: all.reduce((n, t) => n + t.bytes, 0),
    notModified: all.reduce((n, t) => n + t.notModified, 0),
  };
}

/**
 * An event's answer when the server accepted it; its refusal as an error otherwise.
 * @template {{ ok: boolean }} A
 * @param {string} event
 * @param {A} ack
 * @returns {Extract<A, { ok: true }>}
 */
function accepted(event, ack) {
  if (!ack.ok) {
    const refusal = /** @type {{ code?: string; message?: string }} */ (ack);
    throw new Error(`${event} refused: ${refusal.code} ${refusal.message}`);
  }
  return /** @type {Extract<A, { ok: true }>} */ (ack);
}

/**
 * @param {{ apiUrl: string; webUrl: string; centre: Centre; cpu: () => any; cpuDelta: (a: any, b: any) => any; loop: { reset(): void; p99Ms(): number }; log: (message: string) => void }} run
 */
export async function runMorning({ apiUrl, webUrl, centre, cpu, cpuDelta, loop, log }) {
  const { candidates, arrivalSeconds, parallelRequests, candidateTimeoutMs } = config.morning;
  const logins = centre.candidateLogins.slice(0, candidates);
  const app = startFiles();
  const api = (/** @type {string} */ route) => `${apiUrl}${API_BASE}${route}`;
  const web = (/** @type {string} */ route) => `${webUrl}${route}`;
  const apiPort = new URL(apiUrl).port;
  /** @type {{ requests: number; bytes: number; perSecond: number[] }} perSecond: the api's bytes in each second of the morning */
  const apiTraffic = { requests: 0, bytes: 0, perSecond: [] };
  const toReady = new Recorder();
  const startToDone = new Recorder();
  /** What the candidates who got through downloaded, by visit and kind. */
  /** @type {Record<'first' | 'repeat', Partial<Record<Kind, Tally>>>} */
  const tallies = { first: {}, repeat: {} };
  /** @type {Map<string, number>} */
  const failures = new Map();
  let done = 0;
  /** What the candidates who got through downloaded until Listening could begin (its rules page whole). */
  let beforeListeningBytes = 0;

  const began = performance.now() + 200;
  const onResponse = (/** @type {URL} */ url, /** @type {number} */ bytes) => {
    if (url.port !== apiPort) return;
    apiTraffic.requests++;
    apiTraffic.bytes += bytes;
    const second = Math.max(0, Math.floor((performance.now() - began) / 1000));
    apiTraffic.perSecond[second] = (apiTraffic.perSecond[second] ?? 0) + bytes;
  };

  /** One candidate's morning, from arriving at the centre's computer to Writing's rules. */
  const sit = async (/** @type {string} */ login, /** @type {number} */ index) => {
    const browser = new Browser({
      localAddress: sourceAddresses[index % sourceAddresses.length] ?? '127.0.0.1',
      parallel: parallelRequests,
      onResponse,
    });
    /** @type {ExamSocket | null} */
    let socket = null;
    /** @type {NodeJS.Timeout | null} */
    let beating = null;
    try {
      await browser.file('app', web('/'));
      await Promise.all([...app.assets, ...(app.icon ? [app.icon] : [])].map((f) => browser.file('app', web(f))));

      /** @type {LoginRequest} */
      const credentials = { candidate_id: login, password: centre.password };
      /** @type {LoginResponse} */
      const { token } = await browser.json('api', api(AuthPaths.login), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(credentials).toString(),
      });
      const authorization = { authorization: `Bearer ${token}` };
      /** @type {AssignedTestsResponse} */
      const { assignedTests } = await browser.json('api', api(TestMakingPaths.studentAssignedTests), { headers: authorization });
      const test = assignedTests[0];
      if (!test) throw new Error('no assigned test');
      const attemptId = test.attempt_id;
      const detailUrl = api(pathTo(TestMakingPaths.studentAssignedTest, { testId: test.test_id }));

      // Start: the test's page and the exam window's socket.
      const startedAt = performance.now();
      const [, exam] = await Promise.all([
        browser.json('api', detailUrl, { headers: authorization }),
        openExamSocket(apiUrl, { auth: { token } }),
      ]);
      socket = exam;
      accepted(ExamEvents.join, await exam.timeout(ACK_TIMEOUT_MS).emitWithAck(ExamEvents.join, { attemptId }));
      beating = setInterval(
        () => exam.emit(ExamEvents.heartbeat, { attemptId, remainingSeconds: null, visible: true, focused: true }),
        config.w1.heartbeatEveryMs,
      );
      const { pass } = accepted(
        ExamEvents.recording,
        await exam.timeout(ACK_TIMEOUT_MS).emitWithAck(ExamEvents.recording, { attemptId, playedSeconds: null }),
      );

      /** @type {Map<ExamSection, SectionContentResponse['parts']>} */
      const contentOf = new Map();
      /**
       * A section's rules page: its video and captions, its content, its images, and (Listening) its
       * recording. Resolves once the content and the recording are in hand (what Begin waits for);
       * `rest` holds the video and images.
       */
      const rules = async (/** @type {ExamSection} */ section, revalidate = false) => {
        const videos = Promise.all(
          revalidate
            ? [] // kept a day (the /videos/ location): a reload does not ask again
            : ['webm', 'vtt'].map((ext) => browser.file('video', web(`/videos/${section}-instructions.${ext}`))),
        );
        videos.catch(() => {}); // awaited with the images; a failure before that is not unhandled
        const contentUrl = api(pathTo(AttemptPaths.sectionContent, { attemptId, section }));
        const answer = await browser.file('content', contentUrl, { headers: authorization, revalidate, keep: !revalidate });
        if (answer.body)
          contentOf.set(section, /** @type {SectionContentResponse} */ (JSON.parse(answer.body.toString('utf8'))).parts);
        const parts = contentOf.get(section) ?? [];
        const images = parts.flatMap((p) =>
          p.images.map((image) => browser.file('image', `${apiUrl}${image.url}`, { headers: authorization, revalidate })),
        );
        const rest = Promise.all([videos, ...images]);
        rest.catch(() => {}); // awaited by the caller; a failure meanwhile is not unhandled
        // One part's recording after another, as the web app downloads them (use-recording-download.ts).
        for (const p of parts) {
          if (!p.audio_url) continue;
          // The URL names the recording's version (?v=); the pass goes beside it, as the web app adds it.
          const url = new URL(p.audio_url, apiUrl);
          url.searchParams.set(RECORDING_PASS_PARAM, pass);
          await browser.file('recording', url.href, {
            headers: authorization,
            revalidate,
          });
        }
        return { rest };
      };

      let beforeListening = 0;
      for (const section of SECTION_ORDER) {
        const { rest } = await rules(section);
        if (section === 'listening') toReady.add(performance.now() - startedAt);
        await rest;
        if (section === 'listening') beforeListening = totalOf(browser.tallies.first).bytes;
        // The repeat visit: this rules page reloaded, every file asked again with its ETag. The app's
        // assets are immutable and the videos kept a day, so the browser asks for neither.
        browser.visit = 'repeat';
        if (section === 'listening') {
          await browser.file('app', web('/'), { revalidate: true });
          if (app.icon) await browser.file('app', web(app.icon), { revalidate: true });
          await browser.json('api', api(AuthPaths.me), { headers: authorization });
          await browser.json('api', detailUrl, { headers: authorization });
        }
        await (
          await rules(section, true)
        ).rest;
        browser.visit = 'first';
        if (section === 'listening')
          accepted(ExamEvents.soundCheck, await exam.timeout(ACK_TIMEOUT_MS).emitWithAck(ExamEvents.soundCheck, { attemptId }));
        if (section !== SECTION_ORDER.at(-1)) {
          accepted(
            ExamEvents.sectionStart,
            await exam.timeout(ACK_TIMEOUT_MS).emitWithAck(ExamEvents.sectionStart, { attemptId, section }),
          );
          accepted(
            ExamEvents.sectionComplete,
            await exam.timeout(ACK_TIMEOUT_MS).emitWithAck(ExamEvents.sectionComplete, { attemptId, section }),
          );
        }
      }
      startToDone.add(performance.now() - startedAt);
      done++;
      beforeListeningBytes += beforeListening;
      addTallies(tallies.first, browser.tallies.first);
      addTallies(tallies.repeat, browser.tallies.repeat);
    } finally {
      if (beating) clearInterval(beating);
      socket?.close();
      browser.close();
    }
  };

  const before = cpu();
  loop.reset();
  const arrivals = logins.map(() => began + Math.random() * arrivalSeconds * 1000);
  const progress = setInterval(
    () => log(`  morning: ${toReady.count} of ${logins.length} candidates ready for Listening, ${done} through every section`),
    10_000,
  );
  await pool(logins, logins.length, async (login, i) => {
    await sleep(Math.max(0, (arrivals[i] ?? 0) - performance.now()));
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('not through in time')), candidateTimeoutMs);
    });
    await Promise.race([sit(login, i), timeout])
      .catch((error) => {
        const reason = String(error?.message ?? error).replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>');
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      })
      .finally(() => clearTimeout(timer));
  });
  clearInterval(progress);
  const seconds = (performance.now() - began) / 1000;
  const used = cpuDelta(before, cpu());
  return {
    candidates: logins.length,
    done,
    failures: Object.fromEntries(failures),
    arrivalSeconds,
    seconds: +seconds.toFixed(1),
    toReady: toReady.summary(),
    startToDone: startToDone.summary(),
    tallies,
    beforeListeningBytes,
    api: {
      requests: apiTraffic.requests,
      bytes: apiTraffic.bytes,
      requestsPerSecond: Math.round(apiTraffic.requests / seconds),
      mbPerSecond: +(apiTraffic.bytes / 1e6 / seconds).toFixed(1),
      peakMbPerSecond: +(Math.max(0, ...Array.from(apiTraffic.perSecond, (b) => b ?? 0)) / 1e6).toFixed(1),
    },
    cpu: used,
    benchLoopP99Ms: loop.p99Ms(),
  };
}
