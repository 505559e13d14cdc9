// Checks the bundled exam content (content/README.md): every part passes the ingestion worker's own
// validation, the sample test covers every question type, sections are numbered 1-40 without gaps,
// and every referenced image and listening recording is in place.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PracticeTestManifestSchema, QUESTION_TYPES, QUESTIONS_PER_SECTION } from '@cdi/contracts';
import type { ExamPart, QuestionPart } from '@cdi/contracts';
import { checkSectionNumbering, partQuestionNumbers, validateExamPart } from '@cdi/exam-core';

const CONTENT = __dirname;
const SAMPLE = join(CONTENT, 'sample-test');
const PRACTICE = join(CONTENT, 'practice', 'reading-fallback');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

interface LoadedPart {
  file: string;
  dir: string;
  content: unknown;
  solution?: unknown;
  part: ExamPart;
}

/** Validates one content file (and its solution, when it has one) exactly as the ingestion worker does. */
function loadPart(dir: string, name: string, withSolution: boolean): LoadedPart {
  const file = join(dir, `${name}.json`);
  const content = readJson(file);
  const solution = withSolution ? readJson(join(dir, `${name}.solution.json`)) : undefined;
  const result = validateExamPart(content, solution);
  if (!result.ok || !result.part) {
    throw new Error(`${file}:\n${result.problems.map((p) => `  [${p.file}] ${p.path}: ${p.message}`).join('\n')}`);
  }
  return { file, dir, content, solution, part: result.part };
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

/** Every { file: "x.png", alt } image reference anywhere in a part. */
function imageFiles(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageFiles);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.file === 'string' && typeof record.alt === 'string' ? [record.file] : [];
  return own.concat(Object.values(record).flatMap(imageFiles));
}

function sectionNumbers(parts: LoadedPart[]): number[] {
  return parts.flatMap((p) => partQuestionNumbers(p.part as QuestionPart));
}

const oneToForty = Array.from({ length: QUESTIONS_PER_SECTION }, (_, i) => i + 1);

describe('sample test (content/sample-test)', () => {
  const listening = names('part', 4).map((n) => loadPart(join(SAMPLE, 'listening'), n, true));
  const reading = names('passage', 3).map((n) => loadPart(join(SAMPLE, 'reading'), n, true));
  const writing = names('task', 2).map((n) => loadPart(join(SAMPLE, 'writing'), n, false));
  const all = [...listening, ...reading, ...writing];

  it('has parts that pass validateExamPart with their solutions, in slot order', () => {
    listening.forEach((p, i) => expect(p.part).toMatchObject({ section: 'listening', part: i + 1 }));
    reading.forEach((p, i) => expect(p.part).toMatchObject({ section: 'reading', part: i + 1 }));
    writing.forEach((p, i) => expect(p.part).toMatchObject({ section: 'writing', part: i + 1 }));
    expect(writing[0]?.part).toHaveProperty('chart');
  });

  it('numbers listening and reading 1-40 each, without gaps or repeats', () => {
    for (const section of [listening, reading]) {
      expect(checkSectionNumbering(section.map((p) => p.part as QuestionPart))).toEqual([]);
      expect(sectionNumbers(section)).toEqual(oneToForty);
    }
    listening.forEach((p, i) =>
      expect(partQuestionNumbers(p.part as QuestionPart)).toEqual(oneToForty.slice(i * 10, i * 10 + 10)),
    );
  });

  it('follows the sample reading ranges', () => {
    expect(reading.map((p) => partQuestionNumbers(p.part as QuestionPart).length)).toEqual([13, 13, 14]);
  });

  it('uses every question type at least once', () => {
    const used = new Set(all.flatMap((p) => (p.part.section === 'writing' ? [] : p.part.questionGroups.map((g) => g.type))));
    expect(QUESTION_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it('has every referenced image as a file beside the part', () => {
    const refs = all.flatMap((p) => imageFiles(p.content).map((file) => join(p.dir, file)));
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has a recording for every listening part', () => {
    for (const p of listening) {
      const mp3 = p.file.replace(/\.json$/, '.mp3');
      expect(existsSync(mp3)).toBe(true);
      const head = readFileSync(mp3).subarray(0, 3);
      // An ID3 tag or an MPEG frame sync.
      expect(head.toString('latin1') === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)).toBe(true);
      expect(statSync(mp3).size).toBeLessThan(1024 * 1024);
    }
  });

  it('has a transcript for every listening part', () => {
    for (const p of listening) expect(p.part).toHaveProperty('transcript', expect.stringMatching(/\S/));
  });

  it('has a manifest listing every upload with exactly the files each part references', () => {
    const manifest = readJson(join(SAMPLE, 'test.json')) as {
      test_group: string;
      parts: { section: string; part: number; content: string; solution?: string; audio?: string; images: string[] }[];
    };
    expect(manifest.test_group).toBe('Sample Test 1');
    expect(manifest.parts.map((p) => `${p.section} ${p.part}`)).toEqual(all.map((p) => `${p.part.section} ${p.part.part}`));
    manifest.parts.forEach((entry, i) => {
      const loaded = all[i] as LoadedPart;
      expect(join(SAMPLE, entry.content)).toBe(loaded.file);
      const files = [entry.solution, entry.audio, ...entry.images].filter((f): f is string => f !== undefined);
      expect(files.filter((f) => !existsSync(join(SAMPLE, f)))).toEqual([]);
      expect(entry.solution !== undefined).toBe(loaded.solution !== undefined);
      expect(entry.audio !== undefined).toBe(loaded.part.section === 'listening');
      const referenced = imageFiles(loaded.content).map((file) => join(loaded.dir, file));
      expect(entry.images.map((f) => join(SAMPLE, f)).sort()).toEqual([...new Set(referenced)].sort());
    });
  });
});

describe('practice reading test (content/practice/reading-fallback)', () => {
  const passages = names('passage', 3).map((n) => loadPart(PRACTICE, n, true));
  const manifest = readJson(join(PRACTICE, 'test.json')) as Record<string, unknown>;

  it('has three passages that pass validateExamPart with their solutions', () => {
    passages.forEach((p, i) => expect(p.part).toMatchObject({ section: 'reading', part: i + 1 }));
  });

  it('numbers its 40 questions 1-40, without gaps or repeats', () => {
    expect(checkSectionNumbering(passages.map((p) => p.part as QuestionPart))).toEqual([]);
    expect(sectionNumbers(passages)).toEqual(oneToForty);
  });

  it('has a manifest of the sample test (60 minutes, 40 questions, pass score 30)', () => {
    expect(PracticeTestManifestSchema.safeParse(manifest).success).toBe(true);
    expect(manifest).toEqual({
      id: 'reading-practice-1',
      title: expect.stringMatching(/\S/),
      description: expect.stringMatching(/\S/),
      test_type: 'reading',
      duration_minutes: 60,
      total_questions: 40,
      passing_score: 30,
    });
  });

  it('has every referenced image as a file beside the passage', () => {
    const refs = passages.flatMap((p) => imageFiles(p.content).map((file) => join(p.dir, file)));
    expect(refs.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('holds only passages, their solutions and the manifest', () => {
    const expected = ['test.json', ...names('passage', 3).flatMap((n) => [`${n}.json`, `${n}.solution.json`])];
    expect(
      readdirSync(PRACTICE)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(expected.sort());
  });
});
