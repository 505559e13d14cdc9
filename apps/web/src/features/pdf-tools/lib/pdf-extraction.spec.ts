import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractPdfLines } from './pdf-text.fixture';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.resolve(__dirname, '../../../../../../content/pdf-fixtures', name)));

describe('extracting the reading mock test PDF with pdf.js', () => {
  it('rebuilds the known lines of both pages, top to bottom, with their font sizes', async () => {
    const [passage = [], questions = []] = await extractPdfLines(fixture('reading-mock-test.pdf'));
    const passageTexts = passage.map((line) => line.text);
    const questionTexts = questions.map((line) => line.text);

    expect(passageTexts.slice(0, 4)).toEqual([
      'READING PASSAGE 1',
      'You should spend about 20 minutes on Questions 1-13, which are based on Reading Passage 1 below.',
      'The Last Lighthouse Keepers',
      'A For almost three hundred years, the safety of ships along the rocky northern coast depended on a',
    ]);
    expect(passageTexts).toContain(
      'lighthouse is watched from an office hundreds of kilometres away, and the cottage at its foot has',
    );
    expect(passage.find((line) => line.text === 'The Last Lighthouse Keepers')?.fontSize).toBeCloseTo(20);

    expect(questionTexts[0]).toBe('Questions 1-5');
    expect(questionTexts).toContain('1 The first lighthouse on Skerry Rock was built of stone.');
    expect(questionTexts).toContain('Write NO MORE THAN TWO WORDS from the passage for each answer.');
    expect(questionTexts).toContain('6 Supplies were brought to the rock once a __________.');
    expect(questionTexts).toContain('B by helicopter');
    // The question numbers are bold runs set apart from their text: one line each, in order.
    const numbered = questionTexts.flatMap((text) => /^(\d+) /.exec(text)?.[1] ?? []).map(Number);
    expect(numbered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('finds no text layer in the scanned page', async () => {
    const [page = [], ...rest] = await extractPdfLines(fixture('scanned-page.pdf'));
    expect(rest).toEqual([]);
    expect(page).toEqual([]);
  });
});
