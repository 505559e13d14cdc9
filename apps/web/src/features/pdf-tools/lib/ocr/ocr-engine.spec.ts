import { PdfTexts } from '@cdi/contracts';
import type { OcrBlockData } from './ocr-lines';

type Logger = (message: { status: string; progress: number }) => void;

interface FakeWorker {
  options: { logger: Logger; workerPath: string; corePath: string; langPath: string };
  language: string;
  recognize: jest.Mock;
  reinitialize: jest.Mock;
  terminate: jest.Mock;
}

const workers: FakeWorker[] = [];
/** What the next recognize() answers; a pending promise lets a test cancel mid-page. */
let nextRecognition: () => Promise<{ data: { blocks: OcrBlockData[] | null } }>;

jest.mock('tesseract.js', () => ({
  createWorker: jest.fn(async (language: string, _oem: number, options: FakeWorker['options']) => {
    const worker: FakeWorker = {
      options,
      language,
      recognize: jest.fn(() => nextRecognition()),
      reinitialize: jest.fn(async (lang: string) => {
        worker.language = lang;
      }),
      terminate: jest.fn(async () => undefined),
    };
    workers.push(worker);
    return worker;
  }),
}));

// Imported after the mock so the engine's import('tesseract.js') gets the fake.
import { disposeOcr, OcrCancelled, recognizePage } from './ocr-engine';

const canvas = {} as HTMLCanvasElement;
const word = (text: string) => ({ text, confidence: 90, bbox: { x0: 0, y0: 0, x1: 20, y1: 10 } });
const page = (...texts: string[]): OcrBlockData[] => [
  {
    paragraphs: [
      { lines: [{ text: texts.join(' '), confidence: 90, bbox: { x0: 0, y0: 0, x1: 100, y1: 10 }, words: texts.map(word) }] },
    ],
  },
];

beforeEach(async () => {
  await disposeOcr();
  workers.length = 0;
  nextRecognition = async () => ({ data: { blocks: page('Reading', 'passage') } });
});

describe('recognizePage', () => {
  it('reads a page with one worker started from the app’s own files, and reuses it', async () => {
    const first = await recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 0.5 });
    expect(first).toMatchObject({ text: 'Reading passage', confidence: 0.9 });
    expect(first.lines[0]!.box).toEqual({ x: 0, y: 0, width: 50, height: 5 });
    await recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 0.5 });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.options).toMatchObject({
      workerPath: '/ocr/tesseract-7.0.0/worker.min.js',
      corePath: '/ocr/core-7.0.0',
      langPath: '/ocr/lang-4.0.0_best_int',
    });
    expect(workers[0]!.recognize).toHaveBeenCalledWith(canvas, {}, { text: true, blocks: true });
  });

  it('reports the recognising progress of the page being read', async () => {
    nextRecognition = async () => {
      workers[0]!.options.logger({ status: 'loading language traineddata', progress: 0.5 });
      workers[0]!.options.logger({ status: 'recognizing text', progress: 0.4 });
      return { data: { blocks: page('Text') } };
    };
    const progress: number[] = [];
    await recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1, onProgress: (f) => progress.push(f) });
    expect(progress).toEqual([0.4, 1]);
  });

  it('switches the language of the same worker', async () => {
    await recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1 });
    await recognizePage({ image: canvas, language: 'fra', pointsPerPixel: 1 });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.reinitialize).toHaveBeenCalledWith('fra', 1);
  });

  it('stops the worker on cancel and starts a new one for the next page', async () => {
    nextRecognition = () => new Promise(() => undefined);
    const controller = new AbortController();
    const reading = recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(reading).rejects.toBeInstanceOf(OcrCancelled);
    expect(workers[0]!.terminate).toHaveBeenCalled();

    nextRecognition = async () => ({ data: { blocks: page('Again') } });
    await expect(recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1 })).resolves.toMatchObject({ text: 'Again' });
    expect(workers).toHaveLength(2);
  });

  it('rejects a page already cancelled without starting anything', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1, signal: controller.signal }),
    ).rejects.toBeInstanceOf(OcrCancelled);
    expect(workers).toHaveLength(0);
  });

  it('says a page could not be read when it yields no text or the engine fails', async () => {
    nextRecognition = async () => ({ data: { blocks: [] } });
    await expect(recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1 })).rejects.toThrow(PdfTexts.ocrUnreadable);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    nextRecognition = () => Promise.reject('Error: image too small');
    await expect(recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1 })).rejects.toThrow(PdfTexts.ocrUnreadable);
    consoleError.mockRestore();
    // The next page is read as usual.
    nextRecognition = async () => ({ data: { blocks: page('Fine') } });
    await expect(recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1 })).resolves.toMatchObject({ text: 'Fine' });
  });

  it('reads pages one at a time', async () => {
    const order: string[] = [];
    let release!: () => void;
    nextRecognition = () =>
      new Promise((resolve) => {
        order.push('start');
        release = () => resolve({ data: { blocks: page('One') } });
      });
    const first = recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1 });
    const second = recognizePage({ image: canvas, language: 'eng', pointsPerPixel: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['start']);
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['start', 'start']);
    release();
    await second;
  });
});
