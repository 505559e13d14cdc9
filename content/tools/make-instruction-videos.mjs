#!/usr/bin/env node
// @ts-check
// make-instruction-videos.mjs: makes the instruction video of each exam section from its rules.
//
//   node content/tools/make-instruction-videos.mjs               # listening, reading and writing
//   node content/tools/make-instruction-videos.mjs reading       # just the sections named
//
// Writes apps/web/public/videos/{section}-instructions.webm and .vtt, replacing earlier ones. The
// narration is the text the section's rules page shows (sectionRules in the web app's
// section-rules.ts, read as TypeScript by node), so edit the rules there and re-run this.
// Needs node 24 with the contracts built (`npx tsc -b tsconfig.build.json`), espeak-ng and ffmpeg
// with libvpx, libopus and drawtext (Debian/Ubuntu: `apt-get install -y espeak-ng ffmpeg`).
//
// Each rule is one slide; each sentence is spoken on its own so that its caption cue starts and ends
// with its measured audio. Output: 640×360 VP9 at 4 frames a second, mono Opus 24 kbit/s.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = path.join(root, 'apps/web/public/videos');
const rulesModule = path.join(root, 'apps/web/src/features/sitting/journey/lib/section-rules.ts');

const SECTIONS = ['listening', 'reading', 'writing'];
const VOICE = 'en-gb';
const SPEED = 165; // words per minute
const RATE = 22050; // espeak-ng's own sample rate
const LEAD_IN = 0.6; // seconds of silence before the first sentence
const GAP_SENTENCE = 0.35; // between the sentences of one slide
const GAP_SLIDE = 0.8; // after a slide's last sentence
const TAIL = 1.2; // after the last slide
const FPS = 4;
const MAX_BYTES = 600 * 1024;
const WRAP = 40; // characters a line of slide text holds at 24 px in 560 px
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr.toString().slice(-2000)}`);
  return result.stdout;
}

/** The 16-bit mono samples of a WAV file as espeak-ng writes it (the "data" chunk). */
function wavSamples(file) {
  const wav = readFileSync(file);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') return wav.subarray(offset + 8, offset + 8 + Math.min(size, wav.length - offset - 8));
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

const silence = (seconds) => Buffer.alloc(Math.round(seconds * RATE) * 2);
const seconds = (pcm) => pcm.length / 2 / RATE;

function wavFile(pcm) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

const sentencesOf = (text) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

function wrap(text, width = WRAP) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** 00:00:01.234 */
function timestamp(t) {
  const ms = Math.round(t * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Filter-graph quoting of a file path (the work directory has no quotes in it). */
const quoted = (file) => `'${file.replace(/'/g, '')}'`;

function makeVideo(section, { title, rules }, work) {
  // Slides: the title, then one per rule; each speaks its sentences in turn.
  const slides = [{ heading: title, body: title, big: true }, ...rules.map((rule) => ({ heading: title, body: rule }))];
  const pcm = [silence(LEAD_IN)];
  const cues = [];
  const windows = [];
  let t = LEAD_IN;
  slides.forEach((slide, s) => {
    const start = s === 0 ? 0 : t;
    sentencesOf(slide.body).forEach((sentence, i, all) => {
      const wav = path.join(work, `${section}-${s}-${i}.wav`);
      run('espeak-ng', ['-v', VOICE, '-s', String(SPEED), '-w', wav, sentence]);
      const samples = wavSamples(wav);
      cues.push({ start: t, end: t + seconds(samples), text: sentence });
      pcm.push(samples);
      t += seconds(samples);
      const gap = i < all.length - 1 ? GAP_SENTENCE : s < slides.length - 1 ? GAP_SLIDE : TAIL;
      pcm.push(silence(gap));
      t += gap;
    });
    windows.push({ start, end: t });
  });
  const narration = path.join(work, `${section}.wav`);
  writeFileSync(narration, wavFile(Buffer.concat(pcm)));

  // One drawtext per slide, shown in its time window; text comes from files, so nothing needs escaping.
  const filters = [
    'drawbox=x=0:y=0:w=iw:h=56:color=0x1e3a8a:t=fill',
    `drawtext=fontfile=${quoted(BOLD)}:text='IELTS':fontsize=20:fontcolor=0xcbd5e1:x=w-tw-20:y=18`,
  ];
  slides.forEach((slide, s) => {
    const { start, end } = windows[s];
    const enable = `enable='between(t,${start.toFixed(3)},${(s === slides.length - 1 ? end + 1 : end - 0.001).toFixed(3)})'`;
    const headingFile = path.join(work, `${section}-${s}-heading.txt`);
    const bodyFile = path.join(work, `${section}-${s}-body.txt`);
    writeFileSync(headingFile, s === 0 ? slide.heading : `${slide.heading}  ${s} / ${slides.length - 1}`);
    writeFileSync(bodyFile, slide.big ? slide.body : wrap(slide.body));
    filters.push(
      `drawtext=fontfile=${quoted(BOLD)}:textfile=${quoted(headingFile)}:expansion=none:fontsize=22:fontcolor=white:x=20:y=17:${enable}`,
      slide.big
        ? `drawtext=fontfile=${quoted(BOLD)}:textfile=${quoted(bodyFile)}:expansion=none:fontsize=44:fontcolor=0x0f172a:x=(w-tw)/2:y=(h-th)/2+20:${enable}`
        : `drawtext=fontfile=${quoted(FONT)}:textfile=${quoted(bodyFile)}:expansion=none:fontsize=24:line_spacing=10:fontcolor=0x0f172a:x=40:y=56+(h-56-th)/2:${enable}`,
    );
  });

  const webm = path.join(out, `${section}-instructions.webm`);
  run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=0xf8fafc:s=640x360:r=${FPS}:d=${t.toFixed(3)}`],
    ...['-i', narration],
    ...['-vf', filters.join(',')],
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-pix_fmt', 'yuv420p', '-g', String(FPS * 10)],
    ...['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1'],
    ...['-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-ar', '24000'],
    ...['-map_metadata', '-1', '-metadata', `title=${title}`, '-shortest', webm],
  ]);

  const vtt = path.join(out, `${section}-instructions.vtt`);
  const body = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`).join('\n');
  writeFileSync(vtt, `WEBVTT\n\n${body}`);

  const bytes = statSync(webm).size;
  console.log(`${path.relative(root, webm)}: ${t.toFixed(1)} s, ${bytes} bytes, ${cues.length} cues`);
  if (bytes > MAX_BYTES) throw new Error(`${webm} is ${bytes} bytes, over ${MAX_BYTES}`);
}

for (const tool of ['espeak-ng', 'ffmpeg']) {
  if (spawnSync(tool, ['--version']).error) {
    console.error(`make-instruction-videos: ${tool} is not installed`);
    process.exit(1);
  }
}
const { sectionRules, sectionTitle } = await import(rulesModule);
const { fillText, Texts } = await import('@cdi/contracts');
const wanted = process.argv.slice(2);
const unknown = wanted.filter((section) => !SECTIONS.includes(section));
if (unknown.length) {
  console.error(`make-instruction-videos: no such section: ${unknown.join(', ')} (one of ${SECTIONS.join(', ')})`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'instruction-videos-'));
try {
  for (const section of wanted.length ? wanted : SECTIONS) {
    const title = fillText(Texts.rulesTitle, { section: sectionTitle(section) });
    makeVideo(section, { title, rules: sectionRules(section) }, work);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
