import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateExamPart } from './validate-part';

const listening = {
  section: 'listening',
  part: 1,
  title: 'Part 1',
  questionRange: '1-2',
  questionGroups: [
    {
      type: 'short_answer',
      instructions: 'Answer.',
      questions: [
        { number: 1, text: 'a' },
        { number: 2, text: 'b' },
      ],
    },
  ],
};
const answers = { '1': { accept: ['x'] }, '2': { accept: ['y'] } };

describe('validateExamPart', () => {
  it('passes a sound part and solution', () => {
    const result = validateExamPart(listening, { section: 'listening', part: 1, answers });
    expect(result).toMatchObject({ ok: true, problems: [] });
    expect(result.part?.section).toBe('listening');
    expect(result.solution?.answers).toEqual(answers);
  });

  it('passes a part uploaded without a solution', () => expect(validateExamPart(listening).ok).toBe(true));

  it('reports schema problems of the content file', () => {
    const result = validateExamPart({ ...listening, part: 9 });
    expect(result.ok).toBe(false);
    expect(result.part).toBeUndefined();
    expect(result.problems).toEqual([{ file: 'content', path: 'part', message: 'listening has parts 1 to 4' }]);
  });

  it('reports numbering problems of a content file that parsed', () => {
    const result = validateExamPart({ ...listening, questionRange: '1-3' });
    expect(result.problems).toEqual([
      { file: 'content', path: 'questionRange', message: 'questionRange says 1-3 but the questions run 1-2' },
    ]);
  });

  it('reports schema problems of the solution file', () => {
    const result = validateExamPart(listening, { section: 'listening', part: 1, answers: { '1': 'x' } });
    expect(result.problems.map((p) => [p.file, p.path])).toEqual([['solution', 'answers["1"]']]);
  });

  it('reports a solution that does not fit the part', () => {
    const result = validateExamPart(listening, { section: 'listening', part: 1, answers: { '1': { accept: ['x'] } } });
    expect(result.problems).toEqual([{ file: 'solution', path: 'answers["2"]', message: 'Question 2 has no answer' }]);
  });

  it('refuses a solution file for a writing task', () => {
    const result = validateExamPart(
      { section: 'writing', part: 1, prompt: 'Describe.' },
      { section: 'reading', part: 1, answers },
    );
    expect(result.problems).toEqual([
      { file: 'solution', path: '', message: 'Writing tasks are marked by hand and take no solution file' },
    ]);
  });

  it('reports problems of both files at once', () => {
    const result = validateExamPart({ ...listening, title: '' }, { section: 'listening', part: 1, answers: {} });
    expect(result.problems.map((p) => p.file)).toEqual(['content', 'solution']);
  });
});

// The guide's full parts and their solutions must pass every check, numbering and fit included.
describe('docs/content-format.md parts and solutions', () => {
  const guide = readFileSync(join(__dirname, '../../../docs/content-format.md'), 'utf8');
  const blocks = [...guide.matchAll(/^```json (exam-part|solution) ([\w-]+)\n([\s\S]*?)^```/gm)].map((m) => ({
    kind: m[1],
    name: m[2],
    json: JSON.parse(m[3] ?? '') as unknown,
  }));
  const parts = blocks.filter((b) => b.kind === 'exam-part');

  it('has named parts to check', () => expect(parts.length).toBeGreaterThanOrEqual(3));

  it.each(parts.map((p) => [p.name ?? '', p] as const))('%s passes with its solution', (_name, part) => {
    const solution = blocks.find((b) => b.kind === 'solution' && b.name === part.name);
    expect(validateExamPart(part.json, solution?.json).problems).toEqual([]);
  });

  it('gives every listening and reading example a solution', () => {
    const needing = parts.filter((p) => (p.json as { section: string }).section !== 'writing').map((p) => p.name);
    const solved = blocks.filter((b) => b.kind === 'solution').map((b) => b.name);
    expect(needing.sort()).toEqual(solved.sort());
  });
});
