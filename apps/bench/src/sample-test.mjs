// @ts-check
// The morning's test: the bundled sample test (content/sample-test: four listening parts with their
// recordings and images, three passages, two writing tasks), uploaded by the centre's developer through
// the product's upload call and ingested by the worker, as `npm start` loads it, then assigned to every
// group. The sample recordings are short (about 3 minutes a part), so each is looped to a quarter of
// the morning's recording length: a real, playable recording of an IELTS Listening's length, in the
// sample's own encoding.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, AuthPaths, ExamPartPaths, pathTo } from '@cdi/contracts';
import pg from 'pg';
import { samplePartFiles } from '../../../scripts/lib/sample-content.mjs';
import { sleep } from './stats.mjs';

/**
 * @import { ExamPartResponse, ExamSection, LoginRequest, LoginResponse, UploadExamResponse } from '@cdi/contracts'
 * @import { Centre } from './arrange.mjs'
 */

/** The tests table's slot columns, in slot order. */
const SLOT_COLUMNS = {
  listening: ['listening_part_1_id', 'listening_part_2_id', 'listening_part_3_id', 'listening_part_4_id'],
  reading: ['reading_passage_1_id', 'reading_passage_2_id', 'reading_passage_3_id'],
  writing: ['writing_part_1_id', 'writing_part_2_id'],
};

// MPEG audio Layer III frame headers: kbit/s by bitrate index (MPEG-1; MPEG-2 and 2.5), Hz by version bits.
const KBITS_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const KBITS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** @type {Record<number, [number, number, number]>} */
const SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * The audio frames of an MP3 (after its ID3 tag, up to anything that is not a Layer III frame), each
 * with its length in seconds. A Xing/Info header frame, which describes the whole file, is left out.
 * @param {Buffer} mp3
 */
function audioFrames(mp3) {
  // An ID3v2 tag's size is four 7-bit bytes after its 10-byte header.
  const tagged = mp3.subarray(0, 3).toString('latin1') === 'ID3';
  let offset = tagged ? 10 + [6, 7, 8, 9].reduce((size, i) => (size << 7) | mp3.readUInt8(i), 0) : 0;
  /** @type {{ bytes: Buffer; seconds: number }[]} */
  const frames = [];
  while (offset + 4 <= mp3.length) {
    const header = mp3.readUInt32BE(offset);
    const version = (header >>> 19) & 3;
    const layer = (header >>> 17) & 3;
    const bitrateIndex = (header >>> 12) & 15;
    const rateIndex = (header >>> 10) & 3;
    if (header >>> 21 !== 0x7ff || layer !== 1 || version === 1 || bitrateIndex % 15 === 0 || rateIndex === 3) break;
    const samples = version === 3 ? 1152 : 576;
    const sampleRate = /** @type {number} */ (SAMPLE_RATES[version]?.[rateIndex]);
    const bits = /** @type {number} */ ((version === 3 ? KBITS_V1 : KBITS_V2)[bitrateIndex]) * 1000;
    const size = Math.floor(((samples / 8) * bits) / sampleRate) + ((header >>> 9) & 1);
    const bytes = mp3.subarray(offset, offset + size);
    if (!/Xing|Info/.test(bytes.subarray(0, 48).toString('latin1'))) frames.push({ bytes, seconds: samples / sampleRate });
    offset += size;
  }
  if (frames.length === 0) throw new Error('no MPEG Layer III frames found');
  return frames;
}

/**
 * The recording played over and over until it lasts `seconds` (whole frames), without its tags.
 * @param {Buffer} mp3
 * @param {number} seconds
 */
export function loopRecording(mp3, seconds) {
  const frames = audioFrames(mp3);
  /** @type {Buffer[]} */
  const out = [];
  for (let played = 0, i = 0; played < seconds; i = (i + 1) % frames.length) {
    const frame = /** @type {{ bytes: Buffer; seconds: number }} */ (frames[i]);
    out.push(frame.bytes);
    played += frame.seconds;
  }
  return Buffer.concat(out);
}

/**
 * @template T
 * @param {string} url
 * @param {RequestInit} init
 * @returns {Promise<T>}
 */
async function call(url, init) {
  const response = await fetch(url, init);
  const answer = /** @type {T & { error?: string }} */ (await response.json().catch(() => ({})));
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${response.status} ${answer.error ?? ''}`);
  return answer;
}

/**
 * Uploads the sample test into the centre, waits for its ingestion, and assigns it to every group.
 * @param {{ apiUrl: string; databaseUrl: string; centre: Centre; recordingMinutes: number; timeoutMs?: number }} setup
 */
export async function installSampleTest({ apiUrl, databaseUrl, centre, recordingMinutes, timeoutMs = 120_000 }) {
  /** @type {LoginRequest} */
  const credentials = { candidate_id: centre.developerLogin, password: centre.password };
  /** @type {LoginResponse} */
  const { token } = await call(`${apiUrl}${API_BASE}${AuthPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(credentials),
  });
  const authorization = `Bearer ${token}`;
  const parts = samplePartFiles();
  const listeningParts = parts.filter((p) => p.section === 'listening').length;
  const recording = { bytes: 0, seconds: 0 };
  const images = { count: 0, bytes: 0 };
  /** @type {{ section: ExamSection; part: number; id: string }[]} */
  const uploaded = [];
  for (const part of parts) {
    const form = new FormData();
    form.set('tenantId', centre.tenantId);
    form.set('testGroup', 'Bench sample test');
    form.set('section', part.section);
    form.set('part', String(part.part));
    const file = (/** @type {string} */ name, /** @type {Buffer} */ bytes) =>
      new File([new Uint8Array(bytes)], path.basename(name));
    form.set('jsonFile', file(part.json, readFileSync(part.json)));
    if (part.solution) form.set('solutionFile', file(part.solution, readFileSync(part.solution)));
    if (part.audio) {
      const looped = loopRecording(readFileSync(part.audio), (recordingMinutes * 60) / listeningParts);
      recording.bytes += looped.length;
      form.set('audioFile', file(part.audio, looped));
    }
    for (const image of part.images) {
      const bytes = readFileSync(image);
      images.count++;
      images.bytes += bytes.length;
      form.append('images', file(image, bytes));
    }
    /** @type {UploadExamResponse} */
    const { exam } = await call(`${apiUrl}${API_BASE}${ExamPartPaths.upload}`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    uploaded.push({ section: part.section, part: part.part, id: exam.id });
  }

  const deadline = performance.now() + timeoutMs;
  for (const { id } of uploaded) {
    for (;;) {
      /** @type {ExamPartResponse} */
      const { exam } = await call(`${apiUrl}${API_BASE}${pathTo(ExamPartPaths.developerOne, { id })}`, {
        headers: { authorization },
      });
      if (exam.processing_status === 'completed') {
        if (exam.section === 'listening') recording.seconds += exam.audio_duration_seconds ?? 0;
        break;
      }
      if (exam.processing_status === 'failed')
        throw new Error(`The sample part ${exam.title} failed ingestion: ${JSON.stringify(exam.errors)}`);
      if (performance.now() > deadline) throw new Error(`The sample part ${exam.title} is still ${exam.processing_status}`);
      await sleep(200);
    }
  }

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const slots = uploaded.map((p) => ({ column: SLOT_COLUMNS[p.section][p.part - 1], id: p.id }));
    const [{ id: testId }] = (
      await db.query(
        `INSERT INTO tests (tenant_id, title, ${slots.map((s) => s.column).join(', ')})
         VALUES ($1, 'Bench sample test', ${slots.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
        [centre.tenantId, ...slots.map((s) => s.id)],
      )
    ).rows;
    await db.query(`INSERT INTO assignments (tenant_id, test_id, group_id) SELECT $1, $2, g FROM unnest($3::uuid[]) AS x(g)`, [
      centre.tenantId,
      testId,
      centre.groupIds,
    ]);
    await db.query('ANALYZE');
  } finally {
    await db.end();
  }
  return { recording: { ...recording, seconds: Math.round(recording.seconds) }, images };
}
