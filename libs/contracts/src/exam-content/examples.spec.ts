import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { CHART_TYPES, ChartSchema } from './charts';
import { ExamPartSchema } from './exam-part';
import { formatContentPath, parseContent, parseExamPart, parseSolution, type ContentProblem, type ParseResult } from './problems';
import { QuestionGroupSchema } from './question-groups';
import { QUESTION_TYPES } from './question-types';
import { SolutionSchema } from './solutions';

// The authoring guide's examples are the contract's examples: every ```json block must parse.
const GUIDE = join(__dirname, '../../../../docs/content-format.md');
const SCHEMAS: Record<string, z.ZodType> = {
  'exam-part': ExamPartSchema,
  solution: SolutionSchema,
  'question-group': QuestionGroupSchema,
  chart: ChartSchema,
};

interface Example {
  kind: string;
  name: string;
  line: number;
  json: unknown;
}

function guideExamples(): Example[] {
  const text = readFileSync(GUIDE, 'utf8');
  return [...text.matchAll(/^```json([^\n]*)\n([\s\S]*?)^```/gm)].map((m) => {
    const [kind = '', name = ''] = (m[1] ?? '').trim().split(/\s+/);
    const line = text.slice(0, m.index).split('\n').length;
    return { kind, name: name || `line ${line}`, line, json: JSON.parse(m[2] ?? '') as unknown };
  });
}

const examples = guideExamples();
const typeOf = (json: unknown) => (json as { type?: string }).type;

describe('docs/content-format.md examples', () => {
  it('has examples', () => expect(examples.length).toBeGreaterThan(30));

  it('declares a known schema on every json block', () => {
    expect(examples.filter((e) => !(e.kind in SCHEMAS)).map((e) => `line ${e.line}: "${e.kind}"`)).toEqual([]);
  });

  it.each(examples.map((e) => [`${e.kind} ${e.name}`, e] as const))('%s is valid', (_label, example) => {
    const result = parseContent(SCHEMAS[example.kind] ?? ExamPartSchema, example.json);
    expect(result.success ? [] : result.problems).toEqual([]);
  });

  it('has an example of every question type', () => {
    const shown = new Set(
      examples.flatMap((e) => {
        if (e.kind === 'question-group') return [typeOf(e.json)];
        const groups = (e.json as { questionGroups?: unknown[] }).questionGroups ?? [];
        return e.kind === 'exam-part' ? groups.map(typeOf) : [];
      }),
    );
    expect(QUESTION_TYPES.filter((t) => !shown.has(t))).toEqual([]);
  });

  it('has an example of every chart type', () => {
    const charts = examples.flatMap((e) => {
      if (e.kind === 'chart') return [e.json];
      const chart = (e.json as { chart?: unknown }).chart;
      return chart ? [chart] : [];
    });
    const shown = new Set(
      charts.flatMap((c) => [typeOf(c), ...((c as { charts?: { data: unknown }[] }).charts ?? []).map((s) => typeOf(s.data))]),
    );
    expect(CHART_TYPES.filter((t) => !shown.has(t))).toEqual([]);
  });

  it('has a full listening part, reading passage, two writing tasks and their solutions', () => {
    const sections = examples.filter((e) => e.kind === 'exam-part').map((e) => (e.json as { section: string }).section);
    expect(sections.sort()).toEqual(['listening', 'reading', 'writing', 'writing']);
    expect(examples.filter((e) => e.kind === 'solution')).toHaveLength(2);
  });
});

// ---- invalid content: rejected, with the path an author needs ----

const listening = (groups: unknown[], extra: Record<string, unknown> = {}) => ({
  section: 'listening',
  part: 1,
  title: 'Part 1',
  questionGroups: groups,
  ...extra,
});
const mcGroup = (question: Record<string, unknown>) => ({
  type: 'multiple_choice',
  instructions: 'Choose A, B or C.',
  questions: [question],
});
const mcQuestion = { number: 1, text: 'Where?', options: { A: 'here', B: 'there' } };
const tableGroup = (cells: unknown[], headers = ['Course', 'Day']) => ({
  type: 'table_completion',
  instructions: 'Complete the table.',
  headers,
  rows: [{ cells }],
});

function problems<T>(result: ParseResult<T>): ContentProblem[] {
  if (result.success) throw new Error('expected the content to be rejected');
  return result.problems;
}
const paths = <T>(result: ParseResult<T>) => problems(result).map((p) => p.path);
const problemAt = <T>(result: ParseResult<T>, path: string) => problems(result).find((p) => p.path === path);

describe('rejected exam parts', () => {
  it('a missing question number, at the question', () => {
    const { number: _n, ...noNumber } = mcQuestion;
    const result = parseExamPart(listening([mcGroup(noNumber)]));
    expect(problemAt(result, 'questionGroups[0].questions[0].number')?.message).toBe('A question number is required');
  });

  it('an inline correctAnswer, at the field, pointing to the solution file', () => {
    const result = parseExamPart(listening([mcGroup({ ...mcQuestion, correctAnswer: 'A' })]));
    expect(problems(result)).toEqual([
      {
        path: 'questionGroups[0].questions[0].correctAnswer',
        message: '"correctAnswer" is not allowed here: answers go in the solution file, never in the exam content',
      },
    ]);
  });

  it('an inline answer on a group, at the field', () => {
    const group = { ...mcGroup(mcQuestion), answers: { '1': 'A' } };
    expect(paths(parseExamPart(listening([group])))).toEqual(['questionGroups[0].answers']);
  });

  it('a table input cell without a number, at the cell', () => {
    const result = parseExamPart(listening([tableGroup([{ type: 'text', content: 'Pottery' }, { type: 'input' }])]));
    expect(paths(result)).toContain('questionGroups[0].rows[0].cells[1].number');
  });

  it("a backwards range '10-1', at questionRange", () => {
    const result = parseExamPart(listening([mcGroup(mcQuestion)], { questionRange: '10-1' }));
    expect(problemAt(result, 'questionRange')?.message).toBe('questionRange "10-1" starts after it ends');
  });

  it("a range that is not 'a-b', at questionRange", () => {
    expect(paths(parseExamPart(listening([mcGroup(mcQuestion)], { questionRange: '1 to 10' })))).toEqual(['questionRange']);
  });

  it('a range beyond 40, at questionRange', () => {
    expect(paths(parseExamPart(listening([mcGroup(mcQuestion)], { questionRange: '31-41' })))).toEqual(['questionRange']);
  });

  it('accepts a range with an en dash', () => {
    expect(parseExamPart(listening([mcGroup(mcQuestion)], { questionRange: '1\u201310' })).success).toBe(true);
  });

  it('an unknown question type, at type, listing the known ones', () => {
    const result = parseExamPart(listening([{ type: 'essay', instructions: 'Write.' }]));
    const problem = problemAt(result, 'questionGroups[0].type');
    expect(problem?.message).toMatch(/^Unknown question type/);
    expect(problem?.message).toContain('yes_no_not_given');
  });

  it('a group without a type, at type, saying it is required', () => {
    const result = parseExamPart(listening([{ instructions: 'Answer.' }]));
    expect(problemAt(result, 'questionGroups[0].type')?.message).toMatch(/^"type" is required: one of multiple_choice, /);
  });

  it('a matching group without its box, naming boxOptions', () => {
    const group = { type: 'matching', instructions: 'Match.', items: [{ number: 1, text: 'a' }] };
    expect(problems(parseExamPart(listening([group])))).toEqual([
      { path: 'questionGroups[0].boxOptions', message: '"boxOptions" is required' },
    ]);
  });

  it('an unknown section, at section', () => {
    expect(paths(parseExamPart({ section: 'speaking', part: 1 }))).toEqual(['section']);
  });

  it('a listening part 5, at part', () => {
    expect(problemAt(parseExamPart(listening([mcGroup(mcQuestion)], { part: 5 })), 'part')?.message).toBe(
      'listening has parts 1 to 4',
    );
  });

  it('an audio URL in the content, at the field', () => {
    const result = parseExamPart(listening([mcGroup(mcQuestion)], { audioUrl: 'https://cdn.example/a.mp3' }));
    expect(problems(result)).toEqual([{ path: 'audioUrl', message: 'Unknown field "audioUrl"' }]);
  });

  it('a question number of 0 or 41, at the number', () => {
    expect(paths(parseExamPart(listening([mcGroup({ ...mcQuestion, number: 0 })])))).toEqual([
      'questionGroups[0].questions[0].number',
    ]);
    expect(paths(parseExamPart(listening([mcGroup({ ...mcQuestion, number: 41 })])))).toEqual([
      'questionGroups[0].questions[0].number',
    ]);
  });

  it('a missing required field, named in the message', () => {
    const result = parseExamPart({ section: 'listening', part: 1, questionGroups: [mcGroup(mcQuestion)] });
    expect(problemAt(result, 'title')?.message).toBe('"title" is required');
  });

  it('reports every problem of a file, not just the first', () => {
    const { number: _n, ...noNumber } = mcQuestion;
    const result = parseExamPart(listening([mcGroup(noNumber), { type: 'nope' }], { questionRange: '9-2' }));
    expect(paths(result).sort()).toEqual(['questionGroups[0].questions[0].number', 'questionGroups[1].type', 'questionRange']);
  });

  it('a text completion without any blank, at paragraphs', () => {
    const group = {
      type: 'summary_completion',
      instructions: 'Complete.',
      firstNumber: 1,
      paragraphs: [{ content: 'No gaps here.' }],
    };
    expect(paths(parseExamPart(listening([group])))).toEqual(['questionGroups[0].paragraphs']);
  });

  it('a text completion without firstNumber, at firstNumber', () => {
    const group = { type: 'note_completion', instructions: 'Complete.', paragraphs: [{ content: 'a {{blank}}' }] };
    expect(paths(parseExamPart(listening([group])))).toEqual(['questionGroups[0].firstNumber']);
  });

  it('a blank in a table text cell, at its content', () => {
    const result = parseExamPart(
      listening([
        tableGroup([
          { type: 'text', content: '{{blank}}' },
          { type: 'input', number: 1 },
        ]),
      ]),
    );
    expect(paths(result)).toEqual(['questionGroups[0].rows[0].cells[0].content']);
  });

  it('a table row with the wrong number of cells, at the row', () => {
    const result = parseExamPart(listening([tableGroup([{ type: 'input', number: 1 }], ['A', 'B'])]));
    expect(problemAt(result, 'questionGroups[0].rows[0].cells')?.message).toBe(
      'This row has 1 cells but the table has 2 headers',
    );
  });

  it('a flow-chart step with a blank but no number, at its content', () => {
    const group = {
      type: 'flow_chart_completion',
      instructions: 'Complete.',
      steps: [{ content: 'Start {{blank}}' }, { content: 'End', number: 2 }],
    };
    expect(paths(parseExamPart(listening([group])))).toEqual(['questionGroups[0].steps[0].content']);
  });

  it('maxSelections without allowMultiple, at maxSelections', () => {
    const question = { ...mcQuestion, options: { A: 'a', B: 'b', C: 'c' }, maxSelections: 2 };
    expect(paths(parseExamPart(listening([mcGroup(question)])))).toEqual(['questionGroups[0].questions[0].maxSelections']);
  });

  it('a choose-N that chooses all options, at maxSelections', () => {
    const question = { ...mcQuestion, allowMultiple: true, maxSelections: 2 };
    expect(paths(parseExamPart(listening([mcGroup(question)])))).toEqual(['questionGroups[0].questions[0].maxSelections']);
  });

  it('a numeric option key, at the key', () => {
    const result = parseExamPart(listening([mcGroup({ ...mcQuestion, options: { '1': 'one', B: 'two' } })]));
    expect(problems(result)).toEqual([
      { path: 'questionGroups[0].questions[0].options["1"]', message: 'An option key is letters only, like "A" or "iv"' },
    ]);
  });

  it('a single option, at options', () => {
    expect(paths(parseExamPart(listening([mcGroup({ ...mcQuestion, options: { A: 'only' } })])))).toEqual([
      'questionGroups[0].questions[0].options',
    ]);
  });

  it('an image path with folders, at image.file', () => {
    const group = {
      type: 'map_labeling',
      instructions: 'Label the map.',
      image: { file: '../secret/map.png', alt: 'Map' },
      labels: [{ number: 1, x: 10, y: 10 }],
    };
    expect(paths(parseExamPart(listening([group])))).toEqual(['questionGroups[0].image.file']);
  });

  it('a label placed outside the image, at x', () => {
    const group = {
      type: 'diagram_labeling',
      instructions: 'Label.',
      image: { file: 'a.png', alt: 'A' },
      labels: [{ number: 1, x: 101, y: 10 }],
    };
    expect(paths(parseExamPart(listening([group])))).toEqual(['questionGroups[0].labels[0].x']);
  });
});

describe('rejected reading passages', () => {
  const passage = (source_text: unknown[], groups: unknown[]) => ({
    section: 'reading',
    part: 2,
    passage_title: 'Space',
    source_text,
    questionGroups: groups,
  });
  const headings = (paragraph: string) => ({
    type: 'matching_headings',
    instructions: 'Choose the heading.',
    boxOptions: { i: 'one', ii: 'two' },
    items: [{ number: 14, text: `Paragraph ${paragraph}`, paragraph }],
  });

  it('paragraph letters out of order, at the letter', () => {
    const result = parseExamPart(
      passage(
        [
          { letter: 'A', text: 'a' },
          { letter: 'C', text: 'c' },
        ],
        [headings('A')],
      ),
    );
    expect(problemAt(result, 'source_text[1].letter')?.message).toBe('Paragraph letters run A, B, C ...: expected "B"');
  });

  it('a heading for a paragraph the passage lacks, at the item', () => {
    const result = parseExamPart(passage([{ letter: 'A', text: 'a' }], [headings('D')]));
    expect(paths(result)).toEqual(['questionGroups[0].items[0].paragraph']);
  });

  it('a reading passage 4, at part', () => {
    expect(paths(parseExamPart({ ...passage([{ text: 'a' }], [headings('A')]), part: 4 }))).toContain('part');
  });

  it('accepts an unlettered introduction before A', () => {
    const result = parseExamPart(passage([{ text: 'intro' }, { letter: 'A', text: 'a' }], [headings('A')]));
    expect(result.success).toBe(true);
  });
});

describe('writing tasks', () => {
  const task = (part: number, extra: Record<string, unknown> = {}) => ({ section: 'writing', part, prompt: 'Write.', ...extra });

  it('task 1 defaults to 20 minutes and 150 words', () => {
    const result = parseExamPart(task(1));
    expect(result.success && result.data).toMatchObject({ time_limit_minutes: 20, word_count_minimum: 150 });
  });

  it('task 2 defaults to 40 minutes and 250 words', () => {
    const result = parseExamPart(task(2));
    expect(result.success && result.data).toMatchObject({ time_limit_minutes: 40, word_count_minimum: 250 });
  });

  it('keeps values the author gives', () => {
    const result = parseExamPart(task(1, { time_limit_minutes: 25, word_count_minimum: 170 }));
    expect(result.success && result.data).toMatchObject({ time_limit_minutes: 25, word_count_minimum: 170 });
  });

  it('a chart on task 2, at chart', () => {
    const chart = { type: 'pie_chart', title: 'x', series: [{ year: 1, data: { a: 1 } }] };
    expect(problemAt(parseExamPart(task(2, { chart })), 'chart')?.message).toBe('Only task 1 has a chart');
  });

  it('an unknown chart type, at chart.type', () => {
    expect(paths(parseExamPart(task(1, { chart: { type: 'radar', title: 'x' } })))).toEqual(['chart.type']);
  });

  it('a pie chart with two series, at chart.series', () => {
    const chart = {
      type: 'pie_chart',
      title: 'x',
      series: [
        { year: 1, data: { a: 1 } },
        { year: 2, data: { a: 1 } },
      ],
    };
    expect(paths(parseExamPart(task(1, { chart })))).toEqual(['chart.series']);
  });

  it('a negative pie slice, at the value', () => {
    const chart = { type: 'pie_chart', title: 'x', series: [{ year: 1, data: { a: -1 } }] };
    expect(paths(parseExamPart(task(1, { chart })))).toEqual(['chart.series[0].data.a']);
  });

  it('a series with neither year nor category, at the series', () => {
    const chart = { type: 'bar_chart', title: 'x', series: [{ data: { a: 1 } }] };
    expect(paths(parseExamPart(task(1, { chart })))).toEqual(['chart.series[0]']);
  });

  it('a table row with too few values, at its values', () => {
    const chart = { type: 'table', title: 'x', headers: ['a', 'b'], rows: [{ label: 'r', values: [1] }] };
    expect(paths(parseExamPart(task(1, { chart })))).toEqual(['chart.rows[0].values']);
  });

  it('a process connection to a missing step, at the connection end', () => {
    const chart = {
      type: 'process_diagram',
      title: 'x',
      steps: [
        { id: 1, title: 'a' },
        { id: 2, title: 'b' },
      ],
      connections: [{ from: 1, to: 3 }],
    };
    expect(problemAt(parseExamPart(task(1, { chart })), 'chart.connections[0].to')?.message).toBe('No step has id 3');
  });

  it('a combination inside a combination, at the inner type', () => {
    const inner = { type: 'combination', title: 'y', charts: [] };
    const chart = { type: 'combination', title: 'x', charts: [{ data: inner }, { data: inner }] };
    expect(paths(parseExamPart(task(1, { chart })))).toEqual(['chart.charts[0].data.type', 'chart.charts[1].data.type']);
  });
});

describe('rejected solutions', () => {
  const solution = (answers: Record<string, unknown>) => ({ section: 'listening', part: 1, answers });

  it('accepts alternatives and letter sets', () => {
    expect(parseSolution(solution({ '1': { accept: ['a', 'b'] }, '2': { letters: ['A', 'C'] } })).success).toBe(true);
  });

  it('both accept and letters, at the entry', () => {
    expect(paths(parseSolution(solution({ '3': { accept: ['A'], letters: ['A', 'B'] } })))).toEqual(['answers["3"]']);
  });

  it('neither accept nor letters, at the entry', () => {
    expect(paths(parseSolution(solution({ '3': { notes: 'hm' } })))).toEqual(['answers["3"]']);
  });

  it('a question 41, at its key', () => {
    expect(paths(parseSolution(solution({ '41': { accept: ['x'] } })))).toEqual(['answers["41"]']);
  });

  it('a key that is not a number, at its key', () => {
    expect(problems(parseSolution(solution({ q1: { accept: ['x'] } })))).toEqual([
      { path: 'answers.q1', message: 'An answer key is a question number from 1 to 40, as text: "12"' },
    ]);
  });

  it('a bare string instead of an entry, at the entry', () => {
    expect(paths(parseSolution(solution({ '1': 'library' })))).toEqual(['answers["1"]']);
  });

  it('an empty accept list, at accept', () => {
    expect(paths(parseSolution(solution({ '1': { accept: [] } })))).toEqual(['answers["1"].accept']);
  });

  it('a repeated letter, at letters', () => {
    expect(paths(parseSolution(solution({ '1': { letters: ['A', 'a'] } })))).toEqual(['answers["1"].letters']);
  });

  it('a writing solution, at section', () => {
    expect(paths(parseSolution({ section: 'writing', part: 1, answers: { '1': { accept: ['x'] } } }))).toEqual(['section']);
  });

  it('a reading part 4, at part', () => {
    expect(paths(parseSolution({ section: 'reading', part: 4, answers: { '1': { accept: ['x'] } } }))).toEqual(['part']);
  });
});

describe('formatContentPath', () => {
  it('joins names with dots and indexes with brackets', () => {
    expect(formatContentPath(['questionGroups', 0, 'questions', 2, 'number'])).toBe('questionGroups[0].questions[2].number');
  });
  it('quotes keys that are not identifiers', () => expect(formatContentPath(['answers', '12'])).toBe('answers["12"]'));
  it('is empty for the document itself', () => expect(formatContentPath([])).toBe(''));
  it('starts with an index for a list', () => expect(formatContentPath([1, 'part'])).toBe('[1].part'));
});
