import { ContentTexts, fillText } from '@cdi/contracts';
import type { CandidateQuestionGroup } from '@cdi/exam-core';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import type { AnswerAccess } from '../answer-access';
import { ShownNumbersProvider } from '../shown-numbers';
import { QuestionGroupView } from './QuestionGroupView';

/** The screen's side of the renderers, in memory: what the exam engine or practice mode would keep. */
function memoryAccess(initial: Record<number, string> = {}, { disabled = false } = {}) {
  const values = new Map(Object.entries(initial).map(([n, v]) => [Number(n), v]));
  const flags = new Set<number>();
  const access = {
    value: (question: number) => values.get(question) ?? '',
    set: jest.fn((question: number, value: string) => void values.set(question, value)),
    focus: jest.fn(),
    blur: jest.fn(),
    isFlagged: (question: number) => flags.has(question),
    toggleFlag: jest.fn((question: number) => void (flags.delete(question) || flags.add(question))),
    imageSrc: () => undefined,
    disabled,
  } satisfies AnswerAccess;
  return { access, values, flags };
}

const show = (group: CandidateQuestionGroup, access: AnswerAccess) =>
  renderWithProviders(<QuestionGroupView group={group} access={access} />);

const multipleChoice: CandidateQuestionGroup = {
  type: 'multiple_choice',
  instructions: 'Choose the correct letter, A, B or C.',
  questions: [{ number: 1, text: 'Why did the museum close?', options: { A: 'Repairs', B: 'Funding', C: 'Weather' } }],
};

describe('QuestionGroupView', () => {
  it('heads the group with its numbers and answers a one-letter question by radio, sent at once', async () => {
    const { access } = memoryAccess();
    const { user } = show(multipleChoice, access);
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    const question = screen.getByRole('group', { name: 'Question 1 Why did the museum close?' });
    const radios = within(question).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['A', 'B', 'C']);

    await user.click(within(question).getByLabelText(/Funding/));
    expect(access.set).toHaveBeenCalledWith(1, 'B', { immediate: true });
    expect(within(question).getByRole('radio', { name: /Funding/ })).toBeChecked();
    expect(access.focus).toHaveBeenCalledWith(1);
  });

  it('answers from the keyboard: Tab reaches the question, Space chooses', async () => {
    const { access } = memoryAccess();
    const { user } = show(multipleChoice, access);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('radio', { name: /Repairs/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(access.set).toHaveBeenCalledWith(1, 'A', { immediate: true });
  });

  it('shows the saved answer and, when answering is closed, lets nothing change', async () => {
    const { access } = memoryAccess({ 1: 'C' }, { disabled: true });
    const { user } = show(multipleChoice, access);
    expect(screen.getByRole('radio', { name: /Weather/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Repairs/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Repairs/ }));
    expect(access.set).not.toHaveBeenCalled();
  });

  it('takes at most two letters for a choose-TWO question, the newest replacing the last ticked', async () => {
    const group: CandidateQuestionGroup = {
      type: 'multiple_choice',
      instructions: 'Choose TWO letters, A-E.',
      questions: [
        {
          number: 25,
          text: 'Which TWO facilities are new?',
          options: { A: 'Cafe', B: 'Shop', C: 'Library', D: 'Garden', E: 'Gym' },
          allowMultiple: true,
        },
      ],
    };
    const { access } = memoryAccess();
    const { user } = show(group, access);
    const question = screen.getByRole('group', { name: /Questions 25–26/ });
    expect(question).toHaveAccessibleDescription('Choose 2 answers (0 chosen).');

    await user.click(within(question).getByRole('checkbox', { name: /Library/ }));
    await user.click(within(question).getByRole('checkbox', { name: /Cafe/ }));
    expect(access.set).toHaveBeenLastCalledWith(25, 'A, C', { immediate: true });
    expect(question).toHaveAccessibleDescription('Choose 2 answers (2 chosen).');

    await user.click(within(question).getByRole('checkbox', { name: /Garden/ }));
    expect(access.set).toHaveBeenLastCalledWith(25, 'C, D', { immediate: true });
    expect(within(question).getByRole('checkbox', { name: /Cafe/ })).not.toBeChecked();
    expect(screen.getByText('A was replaced by D: choose at most 2.')).toBeInTheDocument();
  });

  it('offers TRUE, FALSE and NOT GIVEN for a judgement question', async () => {
    const group: CandidateQuestionGroup = {
      type: 'true_false_not_given',
      instructions: 'Do the following statements agree with the information in the passage?',
      questions: [{ number: 7, text: 'The bridge was finished in 1890.' }],
    };
    const { access } = memoryAccess();
    const { user } = show(group, access);
    const question = screen.getByRole('group', { name: /The bridge was finished in 1890/ });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['TRUE', 'FALSE', 'NOT GIVEN']);
    await user.click(within(question).getByRole('radio', { name: 'NOT GIVEN' }));
    expect(access.set).toHaveBeenCalledWith(7, 'NOT GIVEN', { immediate: true });
  });

  it('counts the words of a short answer and says when it is over the limit, typing left to the debounce', async () => {
    const group: CandidateQuestionGroup = {
      type: 'short_answer',
      instructions: 'Answer the question. Write NO MORE THAN TWO WORDS.',
      maxWords: 2,
      questions: [{ number: 3, text: 'What did the visitors bring?' }],
    };
    const { access } = memoryAccess();
    const { user } = show(group, access);
    const input = screen.getByRole('textbox', { name: 'Question 3 What did the visitors bring?' });
    expect(input).toHaveAccessibleDescription(`NO MORE THAN TWO WORDS ${fillText(ContentTexts.wordsRemaining, { n: 2 })}`);

    await user.type(input, 'warm');
    expect(input).toHaveAccessibleDescription('NO MORE THAN TWO WORDS 1 word remaining');
    expect(access.set).toHaveBeenLastCalledWith(3, 'warm', undefined);

    await user.type(input, ' dry coats');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `NO MORE THAN TWO WORDS ${fillText(ContentTexts.answerExceedsWordLimit, { n: 2 })}`,
    );
  });

  it('puts a numbered input in each gap of a note completion, in reading order', async () => {
    const group: CandidateQuestionGroup = {
      type: 'note_completion',
      instructions: 'Complete the notes. Write ONE WORD ONLY for each answer.',
      maxWords: 1,
      firstNumber: 11,
      paragraphs: [
        { content: 'Tours', style: 'heading' },
        { content: 'Start at the {{blank}} at {{blank}} o’clock', style: 'bullet' },
      ],
    };
    const { access } = memoryAccess();
    const { user } = show(group, access);
    // The limit, as the instructions word it, stands above the gaps too.
    expect(screen.getByText('ONE WORD ONLY', { selector: '.q-note' })).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Question 11' });
    const second = screen.getByRole('textbox', { name: 'Question 12' });
    expect(first).toHaveAttribute('maxLength', '30');
    await user.type(second, 'nine');
    expect(access.set).toHaveBeenLastCalledWith(12, 'nine', undefined);
    expect(first).toHaveValue('');
  });

  it('matches items by choosing from the box, sent at once', async () => {
    const group: CandidateQuestionGroup = {
      type: 'matching_features',
      instructions: 'Match each statement with the correct person, A-C.',
      optionsTitle: 'List of People',
      boxOptions: { A: 'Ada Byron', B: 'Charles Babbage', C: 'Mary Somerville' },
      items: [
        { number: 20, text: 'wrote the first program' },
        { number: 21, text: 'designed the engine' },
      ],
    };
    const { access } = memoryAccess({ 21: 'B' });
    const { user } = show(group, access);
    expect(screen.getByText('List of People')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Question 21 designed the engine' })).toHaveValue('B');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question 20 wrote the first program' }), 'A');
    expect(access.set).toHaveBeenCalledWith(20, 'A', { immediate: true });
  });

  describe('matching headings, without a mouse', () => {
    const headings: CandidateQuestionGroup = {
      type: 'matching_headings',
      instructions: 'Choose the correct heading for each paragraph.',
      boxOptions: { i: 'A change of plan', ii: 'Early days' },
      items: [
        { number: 14, text: 'Paragraph A', paragraph: 'A' },
        { number: 15, text: 'Paragraph B', paragraph: 'B' },
      ],
    };
    const gap = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n}`) });
    const heading = (name: RegExp) => screen.getByRole('button', { name });

    it('places a picked heading in a gap, takes it off the list, and empties a filled gap when chosen', async () => {
      const { access } = memoryAccess();
      const { user } = show(headings, access);
      await user.click(heading(/Early days/));
      expect(heading(/Early days/)).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('ii Early days selected. Now select a numbered gap.')).toBeInTheDocument();

      await user.click(gap(14));
      expect(access.set).toHaveBeenCalledWith(14, 'ii', { immediate: true });
      expect(gap(14)).toHaveTextContent('iiEarly days');
      expect(screen.queryByRole('button', { name: /Early days/ })).toBe(gap(14));

      await user.click(heading(/A change of plan/));
      await user.click(gap(15));
      expect(screen.getByText(ContentTexts.allHeadingsUsed)).toBeInTheDocument();

      await user.click(gap(14));
      expect(access.set).toHaveBeenLastCalledWith(14, '', { immediate: true });
      expect(screen.getByText('Question 14 emptied; ii Early days is back in the box.')).toBeInTheDocument();
      expect(screen.queryByText(ContentTexts.allHeadingsUsed)).toBeNull();
    });

    it('drops the pick on Escape', async () => {
      const { access } = memoryAccess();
      const { user } = show(headings, access);
      await user.click(heading(/Early days/));
      await user.keyboard('{Escape}');
      expect(heading(/Early days/)).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('Selection cancelled.')).toBeInTheDocument();
    });
  });

  it('fills a summary from its word box, a used word staying in its place marked used', async () => {
    const group: CandidateQuestionGroup = {
      type: 'summary_completion',
      instructions: 'Complete the summary using the list of words, A-C, below.',
      maxWords: 1,
      options: { A: 'salt', B: 'sugar', C: 'flour' },
      firstNumber: 31,
      paragraphs: [{ content: 'Bakers added {{blank}} to keep the bread fresh.' }],
    };
    const { access } = memoryAccess();
    const { user } = show(group, access);
    const salt = screen.getByRole('button', { name: /^A salt/ });
    salt.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Question 31/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(access.set).toHaveBeenCalledWith(31, 'A', { immediate: true });
    expect(screen.getByRole('button', { name: /^A salt used/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /^Question 31/ })).toHaveAccessibleDescription(
      'Drag an option onto a numbered gap, or select the option and then the gap. Select a filled gap to empty it.',
    );
  });

  it('flags a question for review and unflags it, the toggle saying which', async () => {
    const { access, flags } = memoryAccess();
    const { user } = show(multipleChoice, access);
    const flag = screen.getByRole('button', { name: 'Flag question 1 for review' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await user.click(flag);
    expect(flags.has(1)).toBe(true);
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    await user.click(flag);
    expect(flags.has(1)).toBe(false);
    expect(flag).toHaveAttribute('aria-pressed', 'false');
  });

  it('prints the numbers of the paper, not the authored ones, inside a sitting', () => {
    const { access } = memoryAccess();
    renderWithProviders(
      <ShownNumbersProvider value={(n) => n + 10}>
        <QuestionGroupView group={multipleChoice} access={access} />
      </ShownNumbersProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Question 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flag question 11 for review' })).toBeInTheDocument();
  });

  it('says what is wrong with a group that does not fit its schema instead of drawing it', () => {
    const { access } = memoryAccess();
    show({ ...multipleChoice, type: 'essay' } as unknown as CandidateQuestionGroup, access);
    expect(screen.getByText(fillText(ContentTexts.unsupportedQuestionType, { type: 'essay' }))).toBeInTheDocument();
  });
});
