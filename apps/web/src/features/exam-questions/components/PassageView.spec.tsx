import { ContentTexts } from '@cdi/contracts';
import type { CandidateQuestionGroup } from '@cdi/exam-core';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { QUESTION_INPUT_ATTRIBUTE, type AnswerAccess } from '../answer-access';
import { ParagraphSlotsPart, ParagraphSlotsProvider } from '../paragraph-slots';
import { PassageView } from './PassageView';
import { QuestionGroupView } from './QuestionGroupView';

function memoryAccess() {
  const values = new Map<number, string>();
  const access = {
    value: (question: number) => values.get(question) ?? '',
    set: jest.fn((question: number, value: string) => void values.set(question, value)),
    focus: jest.fn(),
    blur: jest.fn(),
    isFlagged: () => false,
    toggleFlag: jest.fn(),
    imageSrc: () => undefined,
    disabled: false,
  } satisfies AnswerAccess;
  return access;
}

const passage = {
  passage_title: 'Cooler cities',
  source_text: [
    { text: 'An introduction with no letter.' },
    { letter: 'A', text: 'Cities are hotter than the country around them.' },
    { letter: 'B', text: 'Trees cool a street in two ways.' },
    { letter: 'C', text: 'Roots soak up rainwater.' },
  ],
};

const headings: CandidateQuestionGroup = {
  type: 'matching_headings',
  instructions: 'Choose the correct heading for each paragraph.',
  boxOptions: { i: 'A change of plan', ii: 'Early days' },
  items: [
    { number: 14, text: 'Paragraph A', paragraph: 'A' },
    { number: 15, text: 'Paragraph B', paragraph: 'B' },
  ],
};

/** A reading screen's two panes for part 2, and part 3's passage (no headings) beside them. */
function showReading(access: AnswerAccess) {
  return renderWithProviders(
    <ParagraphSlotsProvider>
      <section aria-label="Passage 2">
        <ParagraphSlotsPart value="part-2">
          <PassageView passage={passage} />
        </ParagraphSlotsPart>
      </section>
      <section aria-label="Passage 3">
        <ParagraphSlotsPart value="part-3">
          <PassageView passage={{ ...passage, passage_title: 'Another passage' }} />
        </ParagraphSlotsPart>
      </section>
      <section aria-label="Questions 2">
        <ParagraphSlotsPart value="part-2">
          <QuestionGroupView group={headings} access={access} />
        </ParagraphSlotsPart>
      </section>
    </ParagraphSlotsProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const passageSlot = (paragraph: string) =>
  within(region('Passage 2')).getByRole('button', { name: new RegExp(`^Paragraph ${paragraph}: Question`) });
const listSlot = (n: number) => within(region('Questions 2')).getByRole('button', { name: new RegExp(`^Question ${n} `) });
const listHeading = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'List of Headings' })).queryByRole('button', { name });

function drag(from: HTMLElement, to: HTMLElement) {
  const dataTransfer = { setData: jest.fn(), dropEffect: '', effectAllowed: '' };
  fireEvent.dragStart(from, { dataTransfer });
  fireEvent.dragOver(to, { dataTransfer });
  fireEvent.drop(to, { dataTransfer });
  fireEvent.dragEnd(from, { dataTransfer });
}

describe('heading slots in the passage', () => {
  it('puts a slot at the top of each paragraph the group asks about, and nowhere else', () => {
    showReading(memoryAccess());
    const slots = within(region('Passage 2')).getAllByRole('button');
    expect(slots).toHaveLength(2);
    expect(slots[0]).toHaveAccessibleName('Paragraph A: Question 14 empty');
    expect(slots[1]).toHaveAccessibleName('Paragraph B: Question 15 empty');
    // Each right above its paragraph.
    const paragraph = (words: RegExp) => within(region('Passage 2')).getByText(words).closest('p');
    expect(slots[0]!.parentElement!.nextElementSibling).toBe(paragraph(/^Cities are hotter/));
    expect(slots[1]!.parentElement!.nextElementSibling).toBe(paragraph(/^Trees cool/));
    expect(within(region('Passage 3')).queryAllByRole('button')).toEqual([]);
    // The navigator goes to the slot in the question list.
    expect(listSlot(14)).toHaveAttribute(QUESTION_INPUT_ATTRIBUTE, '14');
    expect(passageSlot('A')).not.toHaveAttribute(QUESTION_INPUT_ATTRIBUTE);
  });

  it('takes a dropped heading as the question’s answer, shown in both slots, and moves it on when dropped again', () => {
    const access = memoryAccess();
    showReading(access);
    drag(listHeading(/Early days/)!, passageSlot('A'));
    expect(access.set).toHaveBeenCalledTimes(1);
    expect(access.set).toHaveBeenCalledWith(14, 'ii', { immediate: true });
    expect(passageSlot('A')).toHaveAccessibleName('Paragraph A: Question 14 ii Early days');
    expect(listSlot(14)).toHaveTextContent('iiEarly days');
    expect(listHeading(/Early days/)).toBeNull();

    // Each heading is used once: dropped on B, it leaves A.
    drag(passageSlot('A'), passageSlot('B'));
    expect(access.set).toHaveBeenCalledWith(14, '', { immediate: true });
    expect(access.set).toHaveBeenLastCalledWith(15, 'ii', { immediate: true });
    expect(passageSlot('A')).toHaveAccessibleName('Paragraph A: Question 14 empty');
    expect(listSlot(15)).toHaveTextContent('iiEarly days');

    // What the list's slot changes, the passage's shows.
    drag(listSlot(15), screen.getByRole('list', { name: 'List of Headings' }));
    expect(access.set).toHaveBeenLastCalledWith(15, '', { immediate: true });
    expect(passageSlot('B')).toHaveAccessibleName('Paragraph B: Question 15 empty');
  });

  it('works without a mouse as the list’s slots do: pick a heading, select the slot; select it again to empty it', async () => {
    const access = memoryAccess();
    const { user } = showReading(access);
    listHeading(/A change of plan/)!.focus();
    await user.keyboard('{Enter}');
    passageSlot('B').focus();
    await user.keyboard('{Enter}');
    expect(access.set).toHaveBeenLastCalledWith(15, 'i', { immediate: true });
    expect(access.focus).toHaveBeenLastCalledWith(15);
    expect(listSlot(15)).toHaveTextContent('iA change of plan');

    listHeading(/Early days/)!.focus();
    await user.keyboard('{Enter}');
    passageSlot('A').focus();
    await user.keyboard(' ');
    expect(screen.getByText(ContentTexts.allHeadingsUsed)).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(access.set).toHaveBeenLastCalledWith(14, '', { immediate: true });
    expect(listSlot(14)).toHaveAccessibleName('Question 14 empty');
    expect(screen.queryByText(ContentTexts.allHeadingsUsed)).toBeNull();
    expect(screen.getByText('Question 14 emptied; ii Early days is back in the box.')).toBeInTheDocument();
  });

  it('offers no slots where the screen does not link the passage with its questions (practice)', () => {
    renderWithProviders(
      <>
        <PassageView passage={passage} />
        <QuestionGroupView group={headings} access={memoryAccess()} />
      </>,
    );
    expect(screen.queryAllByRole('button', { name: /^Paragraph/ })).toEqual([]);
    expect(screen.getByRole('button', { name: /^Question 14 / })).toBeInTheDocument();
  });
});
