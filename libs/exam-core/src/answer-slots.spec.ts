import { QuestionGroupSchema, WritingTaskSchema } from '@cdi/contracts';
import { groupAnswerSlots, partAnswerSlots, selectionLimit } from './answer-slots';

const group = (json: Record<string, unknown>) => QuestionGroupSchema.parse({ instructions: 'Do it.', ...json });
const numbersOf = (json: Record<string, unknown>) => groupAnswerSlots(group(json)).map((s) => s.number);

describe('selectionLimit', () => {
  it('is 1 for a single-choice question', () => expect(selectionLimit({})).toBe(1));
  it('defaults to 2 with allowMultiple', () => expect(selectionLimit({ allowMultiple: true })).toBe(2));
  it('follows maxSelections with allowMultiple', () => expect(selectionLimit({ allowMultiple: true, maxSelections: 3 })).toBe(3));
});

describe('groupAnswerSlots', () => {
  it('gives a single-choice question one slot expecting an option key', () => {
    const [slot] = groupAnswerSlots(
      group({ type: 'multiple_choice', questions: [{ number: 4, text: 'q', options: { A: 'a', B: 'b' } }] }),
    );
    expect(slot).toEqual({ number: 4, numbers: [4], path: 'questions[0].number', expects: { kind: 'option', keys: ['A', 'B'] } });
  });

  it('gives a choose-two one slot covering two numbers and expecting two letters', () => {
    const options = { A: 'a', B: 'b', C: 'c', D: 'd' };
    const [slot] = groupAnswerSlots(
      group({ type: 'multiple_choice', questions: [{ number: 25, text: 'q', options, allowMultiple: true }] }),
    );
    expect(slot).toMatchObject({ number: 25, numbers: [25, 26], expects: { kind: 'letters', count: 2 } });
  });

  it('numbers text blanks in reading order from firstNumber, across paragraphs', () => {
    const json = {
      type: 'summary_completion',
      firstNumber: 20,
      paragraphs: [{ content: 'a {{blank}} b __' }, { content: 'none' }, { content: '{{blank}}' }],
    };
    expect(groupAnswerSlots(group(json)).map((s) => [s.number, s.path])).toEqual([
      [20, 'paragraphs[0].content'],
      [21, 'paragraphs[0].content'],
      [22, 'paragraphs[2].content'],
    ]);
  });

  it('numbers form blanks from firstNumber, skipping fields without blanks', () => {
    const json = {
      type: 'form_completion',
      firstNumber: 1,
      fields: [
        { label: 'Example', content: 'Family' },
        { label: 'Name', content: '{{blank}}' },
        { label: 'Town', content: '__' },
      ],
    };
    expect(numbersOf(json)).toEqual([1, 2]);
  });

  it('expects typed text within maxWords for blanks without a word box', () => {
    const [slot] = groupAnswerSlots(group({ type: 'fill_blank', maxWords: 2, firstNumber: 1, paragraphs: [{ content: '__' }] }));
    expect(slot?.expects).toEqual({ kind: 'text', maxWords: 2, allowsNumber: false });
  });

  it.each([
    ['Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.', true],
    ['Write ONE WORD AND/OR A NUMBER.', true],
    ['Write NO MORE THAN THREE WORDS for each answer.', false],
    ['Write A NUMBER for each answer.', false],
  ])('allows a number on top of the words when the instructions say so: %s', (instructions, allowsNumber) => {
    const completion = { type: 'note_completion', instructions, maxWords: 2, firstNumber: 1, paragraphs: [{ content: '__' }] };
    const short = { type: 'short_answer', instructions, maxWords: 2, questions: [{ number: 1, text: 'Where?' }] };
    for (const json of [completion, short]) {
      expect(groupAnswerSlots(group(json))[0]?.expects).toEqual({ kind: 'text', maxWords: 2, allowsNumber });
    }
  });

  it('expects option keys for blanks with a word box', () => {
    const json = { type: 'summary_completion', firstNumber: 1, options: { A: 'x', B: 'y' }, paragraphs: [{ content: '__' }] };
    expect(groupAnswerSlots(group(json))[0]?.expects).toEqual({ kind: 'option', keys: ['A', 'B'] });
  });

  it('takes only table input cells, row by row', () => {
    const json = {
      type: 'table_completion',
      headers: ['a', 'b'],
      rows: [
        {
          cells: [
            { type: 'text', content: 'x' },
            { type: 'input', number: 7 },
          ],
        },
        {
          cells: [
            { type: 'input', number: 8 },
            { type: 'input', number: 9 },
          ],
        },
      ],
    };
    expect(groupAnswerSlots(group(json)).map((s) => [s.number, s.path])).toEqual([
      [7, 'rows[0].cells[1].number'],
      [8, 'rows[1].cells[0].number'],
      [9, 'rows[1].cells[1].number'],
    ]);
  });

  it('takes only flow-chart steps with a number', () => {
    const json = { type: 'flow_chart_completion', steps: [{ content: 'start' }, { content: 'then __', number: 3 }] };
    expect(numbersOf(json)).toEqual([3]);
  });

  it('gives true/false/not given the three choices', () => {
    const [slot] = groupAnswerSlots(group({ type: 'true_false_not_given', questions: [{ number: 1, text: 's' }] }));
    expect(slot?.expects).toEqual({ kind: 'judgement', choices: ['TRUE', 'FALSE', 'NOT GIVEN'] });
  });

  it('gives yes/no only two choices', () => {
    const [slot] = groupAnswerSlots(group({ type: 'yes_no', questions: [{ number: 1, text: 's' }] }));
    expect(slot?.expects).toEqual({ kind: 'judgement', choices: ['YES', 'NO'] });
  });

  it('makes matching items expect the box option keys', () => {
    const json = { type: 'matching_headings', boxOptions: { i: 'a', ii: 'b' }, items: [{ number: 14, text: 'Paragraph A' }] };
    expect(groupAnswerSlots(group(json))[0]?.expects).toEqual({ kind: 'option', keys: ['i', 'ii'] });
  });

  it('numbers map labels in authored order', () => {
    const json = {
      type: 'map_labeling',
      image: { file: 'm.png', alt: 'map' },
      labels: [
        { number: 11, x: 1, y: 1 },
        { number: 12, x: 2, y: 2 },
      ],
    };
    expect(numbersOf(json)).toEqual([11, 12]);
  });

  it('prefixes paths with the group path it is given', () => {
    const slots = groupAnswerSlots(group({ type: 'short_answer', questions: [{ number: 1, text: 'q' }] }), ['questionGroups', 2]);
    expect(slots[0]?.path).toBe('questionGroups[2].questions[0].number');
  });
});

describe('partAnswerSlots', () => {
  it('has none for a writing task', () => {
    expect(partAnswerSlots(WritingTaskSchema.parse({ section: 'writing', part: 2, prompt: 'Discuss.' }))).toEqual([]);
  });
});
