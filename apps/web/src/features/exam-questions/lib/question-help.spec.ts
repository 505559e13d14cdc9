import type { CandidateQuestionGroup } from '@cdi/exam-core';
import { questionHelp } from './question-help';

const options = { A: 'one', B: 'two', C: 'three', D: 'four' };

describe('questionHelp', () => {
  it('gives the range of the group, title, steps and tip', () => {
    const help = questionHelp({
      type: 'multiple_choice',
      instructions: 'Choose the correct letter.',
      questions: [
        { number: 21, text: 'Why?', options },
        { number: 22, text: 'What?', options },
      ],
    });
    expect(help.range).toBe('Questions 21–22');
    expect(help.title).toBe('Multiple choice');
    expect(help.steps.length).toBeGreaterThan(1);
    expect(help.tip).toMatch(/one answer/);
  });

  it('explains the replacement rule for choose-TWO questions', () => {
    const help = questionHelp({
      type: 'multiple_choice',
      instructions: 'Choose TWO letters.',
      questions: [{ number: 25, text: 'Which TWO?', options, allowMultiple: true }],
    });
    expect(help.range).toBe('Questions 25–26');
    expect(help.steps).toContain('Tick 2 options.');
    expect(help.steps.join(' ')).toMatch(/replaces the one you ticked last/);
  });

  it('lists the choices of the judgement type, never more', () => {
    const statements = [{ number: 8, text: 'It rained.' }];
    const tfng = questionHelp({ type: 'true_false_not_given', instructions: 'x', questions: statements });
    expect(tfng.title).toBe('True / False / Not given');
    expect(tfng.steps).toContain('Select TRUE, FALSE or NOT GIVEN.');
    const yn = questionHelp({ type: 'yes_no', instructions: 'x', questions: statements });
    expect(yn.steps).toContain('Select YES or NO.');
    expect(yn.tip).not.toMatch(/NOT GIVEN/);
    expect(yn.range).toBe('Question 8');
  });

  it('gives typed completions the word limit and a word box the drag steps', () => {
    const base = { type: 'summary_completion', instructions: 'x', firstNumber: 1, maxWords: 2 } as const;
    const typed = questionHelp({ ...base, paragraphs: [{ content: 'A {{blank}} b {{blank}}' }] });
    expect(typed.title).toBe('Summary completion');
    expect(typed.steps).toContain('Write no more than 2 words in each answer.');
    const box = questionHelp({ ...base, options, paragraphs: [{ content: 'A {{blank}}' }] });
    expect(box.steps.join(' ')).toMatch(/Drag an option onto a numbered gap/);
    expect(box.tip).toMatch(/used once/);
  });

  it('says ONE word for a one-word limit', () => {
    const help = questionHelp({
      type: 'short_answer',
      instructions: 'x',
      maxWords: 1,
      questions: [{ number: 9, text: 'What?' }],
    });
    expect(help.steps.join(' ')).toMatch(/no more than ONE word in each answer/);
  });

  it('explains dragging headings and taking them off', () => {
    const help = questionHelp({
      type: 'matching_headings',
      instructions: 'x',
      boxOptions: { i: 'one', ii: 'two' },
      items: [{ number: 14, text: 'Paragraph A', paragraph: 'A' }],
    });
    expect(help.title).toBe('Matching headings');
    expect(help.tip).toMatch(/used once/);
  });

  it('has content for every family of question types', () => {
    const groups: CandidateQuestionGroup[] = [
      { type: 'multiple_choice_with_options', instructions: 'x', options, questions: [{ number: 1, text: 'q' }] },
      {
        type: 'matching_features',
        instructions: 'x',
        optionsTitle: 'Periods',
        boxOptions: options,
        items: [{ number: 2, text: 'i' }],
      },
      {
        type: 'form_completion',
        instructions: 'x',
        maxWords: 1,
        firstNumber: 3,
        fields: [{ label: 'Name', content: '{{blank}}' }],
      },
      {
        type: 'table_completion',
        instructions: 'x',
        maxWords: 1,
        headers: ['A'],
        rows: [{ cells: [{ type: 'input', number: 4 }] }],
      },
      {
        type: 'flow_chart_completion',
        instructions: 'x',
        maxWords: 1,
        steps: [{ content: 'Start' }, { content: 'Then {{blank}}', number: 5 }],
      },
      {
        type: 'map_labeling',
        instructions: 'x',
        maxWords: 1,
        image: { file: 'map.png', alt: 'A map' },
        options,
        labels: [{ number: 6, x: 10, y: 10 }],
      },
      {
        type: 'diagram_labeling',
        instructions: 'x',
        maxWords: 1,
        image: { file: 'd.png', alt: 'A diagram' },
        labels: [{ number: 7, x: 10, y: 10 }],
      },
    ];
    for (const group of groups) {
      const help = questionHelp(group);
      expect(help.title).not.toBe('');
      expect(help.steps.length).toBeGreaterThan(1);
      expect(help.tip).not.toBe('');
      expect(help.range).toMatch(/^Question \d+$/);
    }
    expect(questionHelp(groups[1]!).steps[0]).toBe('Read the list "Periods".');
    expect(questionHelp(groups[5]!).title).toBe('Map labelling');
  });
});
