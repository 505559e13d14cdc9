import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXAM_SECTIONS, fillText, Texts } from '@cdi/contracts';
import { sectionRules, sectionTitle } from './section-rules';

// The committed videos of content/tools/make-instruction-videos.mjs, as the web app serves them.
const VIDEOS = path.resolve(__dirname, '../../../../../public/videos');
const MAX_BYTES = 600 * 1024;

interface Cue {
  start: number;
  end: number;
  text: string;
}

const toSeconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

function cuesOf(vtt: string): Cue[] {
  return vtt
    .split(/\n\n+/)
    .slice(1)
    .filter(Boolean)
    .map((block) => {
      const [, timing = '', ...text] = block.trim().split('\n');
      const [start = '', end = ''] = timing.split(' --> ');
      return { start: toSeconds(start), end: toSeconds(end), text: text.join('\n') };
    });
}

describe.each(EXAM_SECTIONS)('the %s instruction video', (section) => {
  const vtt = readFileSync(path.join(VIDEOS, `${section}-instructions.vtt`), 'utf8');

  it('is a small WebM file', () => {
    const file = path.join(VIDEOS, `${section}-instructions.webm`);
    expect(readFileSync(file).subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // the EBML header of Matroska/WebM
    expect(statSync(file).size).toBeLessThan(MAX_BYTES);
  });

  it('has captions of the rules page, sentence by sentence: regenerate the video when the rules change', () => {
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    const sentences = sectionRules(section).flatMap((rule) => rule.split(/(?<=[.!?])\s+/));
    const title = fillText(Texts.rulesTitle, { section: sectionTitle(section) });
    expect(cuesOf(vtt).map((cue) => cue.text)).toEqual([title, ...sentences]);
  });

  it('times its cues in order, one after the other', () => {
    const cues = cuesOf(vtt);
    cues.forEach((cue, i) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
    });
  });
});
