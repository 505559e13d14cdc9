import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExtractedLine, ExtractedPage } from './extraction-types';
import { analysePage, bodyFontSize, numberRuns, structureResult } from './page-structure';
import { extractionResultOf, extractPdfLines, linesOf, type LineRow } from './pdf-text.fixture';

const FIXTURES = path.resolve(__dirname, '../../../../../../content/pdf-fixtures');

/** Hand-made lines as one OCR'd page. */
function pageOf(rows: LineRow[]): ExtractedPage {
  return extractionResultOf('hand-made.pdf', [linesOf(rows)], 'ocr').pages[0]!;
}

const kinds = (page: ExtractedPage) => analysePage(page).map((block) => [block.kind, block.text.split('\n')[0]]);

describe('analysePage on the reading mock test', () => {
  let pages: ExtractedLine[][];
  beforeAll(async () => {
    pages = await extractPdfLines(new Uint8Array(readFileSync(path.join(FIXTURES, 'reading-mock-test.pdf'))));
  });
  const page = (n: number) => extractionResultOf('reading-mock-test.pdf', pages).pages[n - 1]!;

  it('finds the headings, the instruction and the four lettered paragraphs of page 1', () => {
    const blocks = analysePage(page(1));
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'instruction',
      'heading',
      'paragraph',
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
    expect(blocks[0]?.text).toBe('READING PASSAGE 1');
    expect(blocks[2]?.text).toBe('The Last Lighthouse Keepers');
    expect(blocks[3]?.text).toMatch(/^A For almost three hundred years, .* carried out to the rock by rowing boat\.$/);
    expect(blocks[6]?.text).toMatch(/^D From the 1960s onwards/);
    // A paragraph's box is the union of its lines.
    const first = page(1).lines.find((line) => line.text.startsWith('A For almost'))!;
    expect(blocks[3]?.box.y).toBeCloseTo(first.box.y);
    expect(blocks[3]?.box.height).toBeGreaterThan(first.box.height * 3);
  });

  it('finds the question ranges, instructions and 13 questions of page 2, options inside their questions', () => {
    const blocks = analysePage(page(2));
    expect(blocks.filter((block) => block.range).map((block) => block.range)).toEqual([
      [1, 5],
      [6, 9],
      [10, 13],
    ]);
    const questions = blocks.filter((block) => block.kind === 'question');
    expect(questions.map((block) => block.questionNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(questions[12]?.text).toBe(
      '13 How did the last keepers leave Skerry Rock?\nA by rowing boat\nB by helicopter\nC by supply ship\nD on foot at low tide',
    );
    const instructions = blocks.filter((block) => block.kind === 'instruction' && !block.range).map((block) => block.text);
    expect(instructions).toEqual([
      'Do the following statements agree with the information given in Reading Passage 1?\nWrite\nTRUE if the statement agrees with the information\nFALSE if the statement contradicts the information\nNOT GIVEN if there is no information on this',
      'Complete the sentences below.\nWrite NO MORE THAN TWO WORDS from the passage for each answer.',
      'Choose the correct letter, A, B, C or D.',
    ]);
  });

  it('structures the whole result: title, sections under headings and key points', () => {
    const structured = structureResult(extractionResultOf('reading-mock-test.pdf', pages));
    expect(structured.title).toBe('READING PASSAGE 1');
    expect(structured.sections.map((section) => section.heading)).toEqual(['READING PASSAGE 1', 'The Last Lighthouse Keepers']);
    // The last section runs on over page 2.
    expect(structured.sections[1]?.content).toContain('lighthouse');
    expect(structured.sections[1]?.content).toContain('13 How did the last keepers leave Skerry Rock?');
    expect(structured.keyPoints).toContain('Questions 1-5');
    expect(structured.keyPoints).toContain('Choose the correct letter, A, B, C or D.');
    expect(structured.keyPoints.at(-1)).toBe('Numbered questions: 1-13');
  });
});

describe('analysePage on hand-made (OCR-like) lines', () => {
  it.each([
    ['a bigger font', [['The Title', 16], ['Body text of the page goes here.']], 'heading'],
    ['a short ALL CAPS line', [['LIST OF HEADINGS'], ['Body text of the page goes here.']], 'heading'],
    ['a judgement word in caps', [['NOT GIVEN'], ['Body text of the page goes here.']], 'paragraph'],
  ] as const)('tells %s', (_name, rows, kind) => {
    expect(analysePage(pageOf(rows.map((row) => [...row]))).map((block) => block.kind)[0]).toBe(kind);
  });

  it('splits paragraphs at a blank line and keeps wrapped lines together', () => {
    const page = pageOf([
      ['The first paragraph starts here and'],
      ['20 minutes later it goes on.'],
      ['A second paragraph after a blank line.', 10, 14],
    ]);
    expect(kinds(page)).toEqual([
      ['paragraph', 'The first paragraph starts here and 20 minutes later it goes on.'],
      ['paragraph', 'A second paragraph after a blank line.'],
    ]);
  });

  it('reads question numbers with dots and parentheses, keeps a wrapped number in its question, and sees a gap', () => {
    const page = pageOf([
      ['Questions 1-4', 11, 10],
      ['Answer the questions below.'],
      ['1. How many keepers lived on the rock', 10, 10],
      ['3 at a time, or more?', 10, 4, 70],
      ['2) Who built the tower?'],
      ['4 What was the tower made of?'],
    ]);
    const blocks = analysePage(page);
    expect(blocks.map((block) => [block.kind, block.questionNumber, block.range])).toEqual([
      ['instruction', undefined, [1, 4]],
      ['instruction', undefined, undefined],
      ['question', 1, undefined],
      ['question', 2, undefined],
      ['question', 4, undefined],
    ]);
    expect(blocks[2]?.text).toBe('1. How many keepers lived on the rock\n3 at a time, or more?');
  });

  it('measures the body size by the text set in it', () => {
    expect(bodyFontSize(pageOf([['Title', 20], ['a long line of body text'], ['another long line of body text']]).lines)).toBe(
      10,
    );
  });

  it('writes runs of numbers', () => {
    expect(numberRuns([3, 1, 2, 5, 7, 8])).toBe('1-3, 5, 7-8');
    expect(numberRuns([])).toBe('');
  });
});
