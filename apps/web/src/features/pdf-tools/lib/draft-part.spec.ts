import { ExamPartSchema, SolutionSchema } from '@cdi/contracts';
import { validateExamPart } from '@cdi/exam-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  draftExamPart,
  instructionLetters,
  markBlanks,
  numberingIssues,
  parseWordLimit,
  passageParagraphs,
  readInstructions,
  splitOptions,
} from './draft-part';
import { extractionResultOf, extractPdfLines, linesOf, type LineRow } from './pdf-text.fixture';

const FIXTURES = path.resolve(__dirname, '../../../../../../content/pdf-fixtures');

/** A draft of hand-made OCR'd pages. */
const draftOf = (...pages: LineRow[][]) => draftExamPart(extractionResultOf('hand-made.pdf', pages.map(linesOf), 'ocr'));

const PASSAGE: LineRow[] = [
  ['READING PASSAGE 2', 12],
  ['Street Trees', 18, 8],
  ['A Trees cool the streets around them.', 10, 14],
  ['B They also store water after rain.', 10, 14],
];

describe('draftExamPart of the reading mock test PDF', () => {
  it('makes a schema-valid reading passage with questions 1-13, their types and word limit', async () => {
    const pages = await extractPdfLines(new Uint8Array(readFileSync(path.join(FIXTURES, 'reading-mock-test.pdf'))));
    const draft = draftExamPart(extractionResultOf('reading-mock-test.pdf', pages));

    expect(draft.problems).toEqual([]);
    expect(draft.unsure).toEqual([]);
    expect(draft.solution).toBeNull();
    expect(ExamPartSchema.safeParse(draft.content).success).toBe(true);
    expect(validateExamPart(draft.content).ok).toBe(true);
    expect([draft.section, draft.part, draft.title]).toEqual(['reading', 1, 'The Last Lighthouse Keepers']);
    expect(draft.questionNumbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(draft.groups).toEqual([
      { title: 'Questions 1-5', type: 'true_false_not_given', numbers: [1, 2, 3, 4, 5] },
      { title: 'Questions 6-9', type: 'sentence_completion', numbers: [6, 7, 8, 9] },
      { title: 'Questions 10-13', type: 'multiple_choice', numbers: [10, 11, 12, 13] },
    ]);

    const content = ExamPartSchema.parse(draft.content);
    if (content.section !== 'reading') throw new Error('expected a reading passage');
    expect(content.questionRange).toBe('1-13');
    expect(content.source_text.map((paragraph) => paragraph.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(content.source_text[3]?.text).toContain('lighthouse');
    const [judgements, sentences, choices] = content.questionGroups;
    expect(sentences).toMatchObject({
      maxWords: 2,
      firstNumber: 6,
      instructions: 'Complete the sentences below. Write NO MORE THAN TWO WORDS from the passage for each answer.',
    });
    expect(sentences && 'paragraphs' in sentences && sentences.paragraphs[0]).toEqual({
      content: 'Supplies were brought to the rock once a {{blank}}.',
    });
    expect(judgements && 'questions' in judgements && judgements.questions[0]).toEqual({
      number: 1,
      text: 'The first lighthouse on Skerry Rock was built of stone.',
    });
    expect(choices && 'questions' in choices && choices.questions[3]).toEqual({
      number: 13,
      text: 'How did the last keepers leave Skerry Rock?',
      options: { A: 'by rowing boat', B: 'by helicopter', C: 'by supply ship', D: 'on foot at low tide' },
    });
  });
});

describe('draftExamPart of hand-made pages', () => {
  it('flags a gap in the numbering with its group, and reports the upload check', () => {
    const draft = draftOf([
      ...PASSAGE,
      ['Questions 14-17', 11, 14],
      ['Do the following statements agree with the information given in Reading Passage 2?'],
      ['Write TRUE, FALSE or NOT GIVEN.'],
      ['14 Trees cool streets.', 10, 10],
      ['15 Trees store water.'],
      ['17 Trees are expensive.'],
    ]);
    expect(draft.part).toBe(2);
    expect(draft.questionNumbers).toEqual([14, 15, 17]);
    expect(draft.unsure).toEqual([
      { path: 'questionGroups[0]', reason: 'Questions missing: 16 (the numbering jumps from 15 to 17).' },
    ]);
    expect(draft.problems.length).toBeGreaterThan(0);
    expect(draft.problems.join('\n')).toMatch(/16/);
  });

  it('splits a completion group where its numbers jump, so later blanks keep their numbers', () => {
    const draft = draftOf([
      ...PASSAGE,
      ['Questions 14-17', 11, 14],
      ['Complete the sentences below. Write ONE WORD ONLY for each answer.'],
      ['14 Trees give ______ .', 10, 10],
      ['16 Trees store ______ .'],
      ['17 Trees need ______ .'],
    ]);
    expect(draft.groups).toEqual([
      { title: 'Questions 14-17', type: 'sentence_completion', numbers: [14] },
      { type: 'sentence_completion', numbers: [16, 17] },
    ]);
    const content = draft.content as { questionGroups: { firstNumber: number; instructions: string }[] };
    expect(content.questionGroups.map((group) => group.firstNumber)).toEqual([14, 16]);
    expect(content.questionGroups[1]?.instructions).toBe('Complete the sentences below. Write ONE WORD ONLY for each answer.');
    expect(draft.unsure).toEqual([
      { path: 'questionGroups[0].title', reason: '"Questions 14-17" was printed, but the questions found are 14.' },
      {
        path: 'questionGroups[1]',
        reason: 'The numbers under "Questions 14-17" jump, so the group was split there; these questions share its instructions.',
      },
      { path: 'questionGroups[1]', reason: 'Questions missing: 15 (the numbering jumps from 14 to 16).' },
    ]);
    // The gap is left for the upload check to refuse, rather than hidden by renumbering.
    expect(draft.problems.join('\n')).toMatch(/15/);
  });

  it('keeps a choice question without options valid, with the letters standing in, and says so', () => {
    const draft = draftOf([
      ...PASSAGE,
      ['Questions 14-15', 11, 14],
      ['Choose the correct letter, A, B or C.'],
      ['14 Why do trees cool streets?', 10, 10],
      ['A They give shade.'],
      ['B They hold water.'],
      ['C They are green.'],
      ['15 What do trees store?'],
    ]);
    expect(draft.problems).toEqual([]);
    expect(draft.unsure).toEqual([
      {
        path: 'questionGroups[0].questions[1].options',
        reason: 'No A-D options were found under this question; the letters stand in for them.',
      },
    ]);
    const content = draft.content as { questionGroups: { questions: { options: Record<string, string> }[] }[] };
    expect(content.questionGroups[0]?.questions[1]?.options).toEqual({ A: 'A', B: 'B', C: 'C' });
  });

  it('uses short answer for instructions it cannot read, and guesses section and part from the numbers', () => {
    const draft = draftOf([
      ['Street Trees', 18],
      ['Trees cool the streets around them.', 10, 14],
      ['Questions 27-28', 11, 14],
      ['Look at the statements below and decide.'],
      ['27 Trees cool streets.', 10, 10],
      ['28 Trees store water.'],
    ]);
    expect(draft.problems).toEqual([]);
    expect([draft.section, draft.part]).toEqual(['reading', 3]);
    expect(draft.unsure.map((field) => field.path)).toEqual(['section', 'part', 'questionGroups[0].type']);
    expect(draft.groups[0]?.type).toBe('short_answer');
  });

  it('drafts a listening part from its PART heading, with its own title field', () => {
    const draft = draftOf([
      ['PART 2', 12],
      ['A Tour of the Harbour', 16, 8],
      ['Questions 11-12', 11, 14],
      ['You will hear a guide. Write TRUE or FALSE.'],
      ['11 The tour starts at ten.', 10, 10],
      ['12 The museum is closed on Mondays.'],
    ]);
    expect(draft.problems).toEqual([]);
    expect(draft.unsure).toEqual([]);
    expect([draft.section, draft.part, draft.title]).toEqual(['listening', 2, 'A Tour of the Harbour']);
    expect(draft.content).toMatchObject({
      section: 'listening',
      part: 2,
      title: 'A Tour of the Harbour',
      questionRange: '11-12',
    });
    expect(draft.groups).toEqual([{ title: 'Questions 11-12', type: 'true_false', numbers: [11, 12] }]);
  });

  it('reads an answer key page into a solution that fits the part', () => {
    const draft = draftOf(
      [
        ...PASSAGE,
        ['Questions 14-15', 11, 14],
        ['Write TRUE, FALSE or NOT GIVEN.'],
        ['14 Trees cool streets.', 10, 10],
        ['15 Trees store water.'],
        ['Questions 16-17', 11, 14],
        ['Complete the sentences. Write ONE WORD ONLY for each answer.'],
        ['16 Trees give ______ .', 10, 10],
        ['17 Trees store ______ .'],
      ],
      [['ANSWER KEY', 12], ['14 T', 10, 10], ['15 NOT GIVEN'], ['16 shade'], ['17 water']],
    );
    expect(draft.problems).toEqual([]);
    expect(SolutionSchema.safeParse(draft.solution).success).toBe(true);
    expect(draft.solution).toEqual({
      section: 'reading',
      part: 2,
      answers: { 14: { accept: ['TRUE'] }, 15: { accept: ['NOT GIVEN'] }, 16: { accept: ['shade'] }, 17: { accept: ['water'] } },
    });
    expect(validateExamPart(draft.content, draft.solution).ok).toBe(true);
  });
});

describe('the pieces of the detector', () => {
  it.each([
    ['Write NO MORE THAN TWO WORDS from the passage for each answer.', 2],
    ['Choose ONE WORD ONLY from the passage for each answer.', 1],
    ['Write NO MORE THAN THREE WORDS AND/OR A NUMBER for each answer.', 3],
    ['Write ONE WORD AND/OR A NUMBER for each answer.', 1],
    ['Complete the sentences below.', undefined],
  ])('word limit of %j is %j', (text, limit) => {
    expect(parseWordLimit(text)).toBe(limit);
  });

  it.each([
    ['Do the following statements agree with the information? Write TRUE, FALSE or NOT GIVEN', { type: 'true_false_not_given' }],
    ['Write YES, NO or NOT GIVEN', { type: 'yes_no_not_given' }],
    ['Write TRUE or FALSE.', { type: 'true_false' }],
    ['Write YES or NO.', { type: 'yes_no' }],
    ['Choose the correct letter, A, B, C or D.', { type: 'multiple_choice', choose: 1 }],
    ['Choose TWO letters, A-E.', { type: 'multiple_choice', choose: 2 }],
    ['Complete the sentences below. Write NO MORE THAN TWO WORDS', { type: 'sentence_completion', maxWords: 2 }],
    ['Complete the summary below. Write NO MORE THAN ONE WORD', { type: 'summary_completion', maxWords: 1 }],
    ['Answer the questions below. Write NO MORE THAN THREE WORDS', { type: 'short_answer', maxWords: 3 }],
    ['Choose the correct heading for each paragraph from the list of headings below.', { type: 'matching_headings' }],
    ['Complete the sentences below.', { type: 'sentence_completion' }],
    ['Look at the following people.', undefined],
  ])('instructions %j read as %j', (text, reading) => {
    expect(readInstructions(text)).toEqual(reading);
  });

  it.each([
    [[1, 2, 3], []],
    [[], []],
    [[1, 2, 4], [{ number: 4, reason: 'Questions missing: 3 (the numbering jumps from 2 to 4).' }]],
    [[1, 5], [{ number: 5, reason: 'Questions missing: 2-4 (the numbering jumps from 1 to 5).' }]],
    [[1, 2, 2, 3], [{ number: 2, reason: 'Question 2 appears more than once; the repeat was left out.' }]],
    [
      [1, 3, 2],
      [
        { number: 3, reason: 'Questions missing: 2 (the numbering jumps from 1 to 3).' },
        { number: 2, reason: 'Question 2 comes after question 3.' },
      ],
    ],
  ])('numbering %j has issues %j', (numbers, issues) => {
    expect(numberingIssues(numbers)).toEqual(issues);
  });

  it('splits a question from its options, wrapped ones included', () => {
    expect(splitOptions('10. Why was the lighthouse\nreplaced?\nA It burned.\nB) It was too\nsmall.\n(C) It fell.')).toEqual({
      text: 'Why was the lighthouse replaced?',
      options: { A: 'It burned.', B: 'It was too small.', C: 'It fell.' },
    });
    expect(splitOptions('11 What did they do?')).toEqual({ text: 'What did they do?', options: {} });
  });

  it('names the option letters an instruction gives', () => {
    expect(instructionLetters('Choose the correct letter, A, B, C or D.')).toEqual(['A', 'B', 'C', 'D']);
    expect(instructionLetters('Choose the correct letter, A-F.')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(instructionLetters('Choose the correct letter, A, B or C.')).toEqual(['A', 'B', 'C']);
  });

  it('marks printed blanks', () => {
    expect(markBlanks('once a __________. and ...... or …… but not ... or __')).toBe(
      'once a {{blank}}. and {{blank}} or {{blank}} but not ... or __',
    );
  });

  it('letters paragraphs only when they run A, B, C', () => {
    expect(passageParagraphs(['A One.', 'B Two.'])).toEqual([
      { letter: 'A', text: 'One.' },
      { letter: 'B', text: 'Two.' },
    ]);
    expect(passageParagraphs(['Intro.', 'A One.', 'B Two.'])).toEqual([
      { text: 'Intro.' },
      { letter: 'A', text: 'One.' },
      { letter: 'B', text: 'Two.' },
    ]);
    expect(passageParagraphs(['A lighthouse stood here.', 'It was old.'])).toEqual([
      { text: 'A lighthouse stood here.' },
      { text: 'It was old.' },
    ]);
  });
});
