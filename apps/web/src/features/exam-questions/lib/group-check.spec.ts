import { checkQuestionGroup, renderFailureMessage } from './group-check';

const multipleChoice = {
  type: 'multiple_choice',
  instructions: 'Choose the correct letter, A, B or C.',
  questions: [{ number: 1, text: 'Why?', options: { A: 'one', B: 'two', C: 'three' } }],
};
const matching = {
  type: 'matching_headings',
  instructions: 'Choose the correct heading.',
  optionsTitle: 'List of Headings',
  boxOptions: { i: 'First', ii: 'Second' },
  items: [{ number: 14, text: 'Paragraph A', paragraph: 'A' }],
};
const sentences = {
  type: 'sentence_completion',
  instructions: 'Complete the sentence. Write ONE WORD ONLY.',
  maxWords: 1,
  firstNumber: 39,
  paragraphs: [{ content: 'They shelter {{blank}}.' }],
};

const messageOf = (input: unknown) => {
  const check = checkQuestionGroup(input);
  return check.ok ? undefined : check.message;
};

describe('checkQuestionGroup', () => {
  it('passes a sound group back parsed, with its defaults filled in', () => {
    const check = checkQuestionGroup({ ...sentences, maxWords: undefined });
    expect(check).toMatchObject({ ok: true, group: { type: 'sentence_completion', maxWords: 3 } });
  });

  it.each([null, undefined, 'multiple_choice', 7, [multipleChoice], {}, { type: 4 }])('calls %p invalid question data', (input) =>
    expect(messageOf(input)).toBe('Error: Invalid question data provided'),
  );

  it('names an unknown type', () => {
    expect(messageOf({ ...multipleChoice, type: 'essay' })).toBe('Error: Unsupported question type - essay');
  });

  it('says when a question has no options', () => {
    const { options: _options, ...question } = multipleChoice.questions[0]!;
    expect(messageOf({ ...multipleChoice, questions: [question] })).toBe('Error: No options provided for this question');
  });

  it('says when a matching box has no options', () => {
    const { boxOptions: _box, ...group } = matching;
    expect(messageOf(group)).toBe('Error: No options provided for this question');
  });

  it('says no options are available when the list is given empty', () => {
    expect(messageOf({ ...matching, boxOptions: {} })).toBe('No options available for this question.');
  });

  it('calls a single option invalid data rather than missing', () => {
    expect(messageOf({ ...matching, boxOptions: { i: 'Only one' } })).toBe('Error: Invalid question data provided');
  });

  it('says when a question has no text', () => {
    const blank = { ...multipleChoice, questions: [{ ...multipleChoice.questions[0], text: '  ' }] };
    expect(messageOf(blank)).toBe('Error: No question text provided');
    const { text: _text, ...item } = matching.items[0]!;
    expect(messageOf({ ...matching, items: [item] })).toBe('Error: No question text provided');
  });

  it('tells missing sentence data from sentences without a blank', () => {
    expect(messageOf({ ...sentences, paragraphs: [] })).toBe('Error: No sentence data provided');
    expect(messageOf({ ...sentences, paragraphs: undefined })).toBe('Error: No sentence data provided');
    expect(messageOf({ ...sentences, paragraphs: [{ content: 'No gap here.' }] })).toBe('Error: Invalid sentence data provided');
  });

  it('calls other broken shapes invalid data', () => {
    expect(messageOf({ ...multipleChoice, questions: [] })).toBe('Error: Invalid question data provided');
    expect(messageOf({ ...multipleChoice, correctAnswer: 'A' })).toBe('Error: Invalid question data provided');
  });
});

describe('renderFailureMessage', () => {
  it('carries the error message', () => {
    expect(renderFailureMessage(new Error('labels is undefined'))).toBe('Error: Failed to render question - labels is undefined');
  });
  it('accepts something thrown that is not an Error', () => {
    expect(renderFailureMessage('boom')).toBe('Error: Failed to render question - boom');
  });
});
