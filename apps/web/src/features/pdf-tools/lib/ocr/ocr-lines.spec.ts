import { ocrResultFromBlocks, type OcrBlockData, type OcrLineData } from './ocr-lines';

const word = (text: string, x0: number, confidence = 90) => ({
  text,
  confidence,
  bbox: { x0, y0: 100, x1: x0 + 40, y1: 120 },
});
const line = (words: ReturnType<typeof word>[], confidence = 90): OcrLineData => ({
  text: words.map((w) => w.text).join(' ') + '\n',
  confidence,
  bbox: { x0: 10, y0: 100, x1: 200, y1: 124 },
  rowAttributes: { rowHeight: 24 },
  words,
});

describe('ocrResultFromBlocks', () => {
  it('turns blocks into lines and words with boxes in PDF points and confidence from 0 to 1', () => {
    const blocks: OcrBlockData[] = [{ paragraphs: [{ lines: [line([word('Questions', 10, 96), word('1-5', 60, 80)], 88)] }] }];
    const result = ocrResultFromBlocks(blocks, 0.5);
    expect(result.text).toBe('Questions 1-5');
    expect(result.confidence).toBe(0.88);
    expect(result.lines).toEqual([
      {
        text: 'Questions 1-5',
        box: { x: 5, y: 50, width: 95, height: 12 },
        fontSize: 12,
        confidence: 0.88,
        words: [
          { text: 'Questions', box: { x: 5, y: 50, width: 20, height: 10 }, confidence: 0.96 },
          { text: '1-5', box: { x: 30, y: 50, width: 20, height: 10 }, confidence: 0.8 },
        ],
      },
    ]);
  });

  it('separates paragraphs by an empty line and drops blank words and lines', () => {
    const blocks: OcrBlockData[] = [
      { paragraphs: [{ lines: [line([word('One', 0)]), line([word('two', 0)])] }, { lines: [line([word(' ', 0)])] }] },
      { paragraphs: [{ lines: [line([word('Three', 0)])] }] },
    ];
    const result = ocrResultFromBlocks(blocks, 1);
    expect(result.text).toBe('One\ntwo\n\nThree');
    expect(result.lines.map((l) => l.text)).toEqual(['One', 'two', 'Three']);
  });

  it('reads nothing from no blocks', () => {
    expect(ocrResultFromBlocks(null, 1)).toEqual({ text: '', confidence: 0, lines: [] });
  });
});
