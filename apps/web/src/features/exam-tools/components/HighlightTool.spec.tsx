import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, type ReactNode } from 'react';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import { readTextNotes, textNotesStorageKey, type TextNote } from '../lib/text-notes';
import { noteAnchor } from '../lib/text-notes-dom';
import { HighlightTool } from './HighlightTool';

const PARAGRAPH = 'Trees offer one of the simplest defences. A mature tree cools its surroundings in two ways.';
const STORAGE_KEY = textNotesStorageKey('attempt-1', 'reading');

function Exam({ children }: { children: ReactNode }) {
  const contentRef = useRef<HTMLElement>(null);
  return (
    <>
      <main ref={contentRef}>{children}</main>
      <HighlightTool containerRef={contentRef} attemptId="attempt-1" scope="reading" />
    </>
  );
}

function Passage({ before = '' }: { before?: string }) {
  return (
    <section aria-label="Reading passage" tabIndex={0} {...noteAnchor('passage-2')}>
      <h2>Cooler cities</h2>
      <p>
        {before}
        {PARAGRAPH}
      </p>
    </section>
  );
}

/** Selects the first occurrence of `words` in the content, across marks, as a drag of the mouse would. */
function select(words: string) {
  const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const at = nodes
    .map((node) => node.data)
    .join('')
    .indexOf(words);
  if (at < 0) throw new Error(`"${words}" is not on the page`);
  const pointAt = (offset: number): [Text, number] => {
    let before = 0;
    for (const node of nodes) {
      if (offset <= before + node.length) return [node, offset - before];
      before += node.length;
    }
    throw new Error(`no text at ${offset}`);
  };
  const range = document.createRange();
  range.setStart(...pointAt(at));
  range.setEnd(...pointAt(at + words.length));
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
}

/** Selects the words and opens the toolbar from the keyboard; returns the toolbar. */
function openToolbar(words: string) {
  select(words);
  fireEvent.keyDown(document, { key: 'H', code: 'KeyH', ctrlKey: true, shiftKey: true });
  return screen.getByRole('toolbar', { name: ExamToolTexts.highlightTools });
}

const tool = (name: string) => within(screen.getByRole('toolbar')).getByRole('button', { name });
const noteButton = (words: string) => screen.getByRole('button', { name: `${ExamToolTexts.openNoteOn} “${words}”` });
const editor = () => screen.queryByRole('dialog', { name: ExamToolTexts.note });
const noteText = () => within(editor()!).getByRole('textbox', { name: ExamToolTexts.noteTextLabel });
const stored = () => readTextNotes(window.localStorage.getItem(STORAGE_KEY));
const marks = () => Array.from(document.querySelectorAll('main mark')).map((mark) => [mark.textContent, mark.className]);

function storeNote(note: Partial<TextNote> & Pick<TextNote, 'quote'>) {
  const start = PARAGRAPH.indexOf(note.quote) + 'Cooler cities'.length;
  const full: TextNote = { id: '1', anchor: 'passage-2', start, end: start + note.quote.length, text: '', ...note };
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...stored(), full]));
}

beforeAll(() => {
  // jsdom lays nothing out; the toolbar only needs the selection to have a size.
  Range.prototype.getBoundingClientRect = () => DOMRect.fromRect({ x: 20, y: 40, width: 120, height: 18 });
});

beforeEach(() => window.localStorage.clear());

describe('notes on highlighted text', () => {
  it('offers Note right after Highlight, and moves to it with the arrow keys', () => {
    render(
      <Exam>
        <Passage />
      </Exam>,
    );
    const toolbar = openToolbar('mature tree');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Highlight', 'Note', 'Remove', 'Clear All', 'Close']);
    expect(tool('Highlight')).toHaveFocus();
    fireEvent.keyDown(tool('Highlight'), { key: 'ArrowRight' });
    expect(tool('Note')).toHaveFocus();
    expect(tool('Note')).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(tool('Note'), { key: 'End' });
    expect(tool('Close')).toHaveFocus();
  });

  it('highlights the selected text with its note, opens the note beside it and saves it as it is typed', async () => {
    const user = userEvent.setup();
    render(
      <Exam>
        <Passage />
      </Exam>,
    );
    openToolbar('mature tree');
    await user.click(tool('Note'));

    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(editor()).toBeInTheDocument();
    expect(within(editor()!).getByText('mature tree')).toBeInTheDocument();
    expect(noteText()).toHaveFocus();
    expect(noteButton('mature tree')).toHaveAttribute('aria-expanded', 'true');
    expect(marks()).toEqual([['mature tree', 'exam-highlight exam-highlight--noted exam-highlight--note-end']]);

    await user.keyboard('cools by shade');
    expect(stored()).toEqual([
      { id: '1', anchor: 'passage-2', start: 57, end: 68, quote: 'mature tree', text: 'cools by shade' },
    ]);

    await user.keyboard('{Escape}');
    expect(editor()).toBeNull();
    expect(noteButton('mature tree')).toHaveFocus();
    expect(noteButton('mature tree')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a note from its text: a click, Enter or Space; Close puts focus back on the text', async () => {
    const user = userEvent.setup();
    storeNote({ quote: 'mature tree', text: 'cools by shade' });
    render(
      <Exam>
        <Passage />
      </Exam>,
    );

    await user.click(noteButton('mature tree'));
    expect(noteText()).toHaveValue('cools by shade');
    await user.click(within(editor()!).getByRole('button', { name: ExamToolTexts.close }));
    expect(editor()).toBeNull();
    expect(noteButton('mature tree')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(noteText()).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(noteText()).toHaveValue('cools by shade');

    // A press outside the note closes it and leaves focus where the press put it.
    await user.click(screen.getByRole('heading', { name: 'Cooler cities' }));
    expect(editor()).toBeNull();
  });

  it('noting words that already carry a note opens that note rather than adding another', async () => {
    const user = userEvent.setup();
    storeNote({ quote: 'mature tree', text: 'cools by shade' });
    render(
      <Exam>
        <Passage />
      </Exam>,
    );
    openToolbar('A mature tree cools');
    await user.click(tool('Note'));
    expect(noteText()).toHaveValue('cools by shade');
    expect(stored()).toHaveLength(1);
  });

  it('keeps noted highlights through Remove and Clear All: only Delete note takes a note away, leaving its text highlighted', async () => {
    const user = userEvent.setup();
    storeNote({ quote: 'mature tree', text: 'cools by shade' });
    render(
      <Exam>
        <Passage />
      </Exam>,
    );
    openToolbar('simplest defences');
    await user.click(tool('Highlight'));
    expect(marks()).toHaveLength(2);

    openToolbar('A mature tree cools');
    await user.click(tool('Remove'));
    openToolbar('Trees offer');
    await user.click(tool('Clear All'));
    expect(marks()).toEqual([['mature tree', 'exam-highlight exam-highlight--noted exam-highlight--note-end']]);
    expect(stored()).toHaveLength(1);

    await user.click(noteButton('mature tree'));
    await user.click(within(editor()!).getByRole('button', { name: ExamToolTexts.deleteNote }));
    expect(editor()).toBeNull();
    expect(marks()).toEqual([['mature tree', 'exam-highlight']]);
    expect(document.querySelector('main mark')!.attributes).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.getByText(ExamToolTexts.noteDeleted)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reading passage' })).toHaveFocus();
  });

  it('puts notes back on their words after a reload and whenever their text renders again', async () => {
    const user = userEvent.setup();
    storeNote({ id: '4', quote: 'simplest defences', text: 'the cheapest' });
    // Notes of another section or attempt are not this screen's.
    window.localStorage.setItem(
      textNotesStorageKey('attempt-1', 'listening'),
      JSON.stringify([{ id: '1', anchor: 'passage-2', start: 13, end: 18, quote: 'Trees', text: 'not here' }]),
    );
    const { rerender } = render(
      <Exam>
        <Passage key="first" />
      </Exam>,
    );
    expect(marks()).toEqual([['simplest defences', 'exam-highlight exam-highlight--noted exam-highlight--note-end']]);

    // The passage renders anew, with text before the noted words: the note finds them again.
    rerender(
      <Exam>
        <Passage key="again" before="Read this. " />
      </Exam>,
    );
    await waitFor(() => expect(marks()).toEqual([['simplest defences', expect.stringContaining('noted')]]));
    await user.click(noteButton('simplest defences'));
    expect(noteText()).toHaveValue('the cheapest');

    // A new note takes an id no stored note has.
    await user.keyboard('{Escape}');
    openToolbar('surroundings');
    await user.click(tool('Note'));
    expect(stored().map((note) => note.id)).toEqual(['4', '5']);
  });

  it('keeps a note whose words are not on the page, to show it once they are', async () => {
    storeNote({ quote: 'mature tree', text: 'cools by shade' });
    const { rerender } = render(<Exam>{null}</Exam>);
    expect(marks()).toEqual([]);
    await act(async () => {
      rerender(
        <Exam>
          <Passage />
        </Exam>,
      );
    });
    await waitFor(() => expect(marks()).toHaveLength(1));
    expect(stored()).toHaveLength(1);
  });
});
