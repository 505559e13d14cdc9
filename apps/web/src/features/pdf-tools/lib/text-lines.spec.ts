import { linesFromTextItems, pageText, type PdfTextItem, type PageView } from './text-lines';

const A4: PageView = [0, 0, 595, 842];
/** A run of text at (x, y) in PDF space (y up from the bottom), 10 points wide per 2 characters at 12 pt. */
const run = (str: string, x: number, y: number, size = 12): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
});

describe('linesFromTextItems', () => {
  it('orders lines top to bottom whatever order the runs come in', () => {
    const lines = linesFromTextItems([run('second line', 50, 700), run('first line', 50, 760)], A4);
    expect(lines.map((line) => line.text)).toEqual(['first line', 'second line']);
  });

  it('joins runs on one baseline left to right, adding the spaces the PDF left as gaps', () => {
    const lines = linesFromTextItems([run('world', 50 + 6 * 6 + 4, 760), run('Hello', 50, 760)], A4);
    expect(pageText(lines)).toBe('Hello world');
  });

  it('does not add a space between runs that touch (one word drawn in pieces)', () => {
    const lines = linesFromTextItems([run('Cam', 50, 760), run('bridge', 50 + 3 * 6, 760)], A4);
    expect(pageText(lines)).toBe('Cambridge');
  });

  it('keeps a run slightly above the baseline (a superscript or a rounding difference) on its line', () => {
    const lines = linesFromTextItems([run('Questions', 50, 760), run('1-5', 110, 762)], A4);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe('Questions 1-5');
  });

  it('splits a baseline at a wide gutter into two lines (two columns)', () => {
    const lines = linesFromTextItems([run('left column', 50, 760), run('right column', 320, 760)], A4);
    expect(lines.map((line) => line.text)).toEqual(['left column', 'right column']);
  });

  it('measures boxes in points from the top-left corner and keeps the font size', () => {
    const [line] = linesFromTextItems([run('Heading', 100, 742, 20)], A4);
    expect(line?.fontSize).toBe(20);
    expect(line?.box.x).toBe(100);
    // The baseline is 100 pt from the top; the box starts about 0.8 em above it.
    expect(line?.box.y).toBeCloseTo(100 - 16);
    expect(line?.box.width).toBe(70);
    expect(line?.confidence).toBe(1);
  });

  it('places each word inside its line, ignoring empty and blank runs', () => {
    const [line] = linesFromTextItems([run('', 0, 0), run('   ', 50, 760), run('NO MORE THAN', 50, 760)], A4);
    expect(line?.words.map((word) => word.text)).toEqual(['NO', 'MORE', 'THAN']);
    expect(line?.words[1]?.box.x).toBe(50 + 3 * 6);
  });

  it('reads a page whose view does not start at the origin', () => {
    const [line] = linesFromTextItems([run('offset', 60, 800)], [10, 20, 605, 862]);
    expect(line?.box.x).toBe(50);
  });
});
