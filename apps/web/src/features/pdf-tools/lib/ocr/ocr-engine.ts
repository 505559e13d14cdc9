import { PdfTexts } from '@cdi/contracts';
import type { Worker as TesseractWorker } from 'tesseract.js';
import type { OcrLanguage } from '../extraction-types';
import { OcrAssetPaths } from './ocr-assets';
import { ocrResultFromBlocks, type OcrBlockData, type OcrResult } from './ocr-lines';

export interface OcrRequest {
  image: HTMLCanvasElement;
  language: OcrLanguage;
  /** PDF points per image pixel (1 / the render scale): boxes come back in points. */
  pointsPerPixel: number;
  /** 0 to 1, while tesseract recognises the page. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** recognizePage's rejection when its signal aborts. */
export class OcrCancelled extends Error {
  constructor() {
    super(PdfTexts.ocrCancelled);
    this.name = 'OcrCancelled';
  }
}

/** tesseract's OEM.LSTM_ONLY: the served "best_int" data holds only the LSTM models. */
const LSTM_ONLY = 1;

interface Engine {
  worker: TesseractWorker;
  language: OcrLanguage;
}

/** One worker for every page: loading the core and the language data is the slow part. */
let engine: Promise<Engine> | null = null;
/** The progress callback of the page being read (the logger is fixed when the worker is made). */
let reportProgress: ((fraction: number) => void) | undefined;
/** Pages are read one at a time: the worker is single-threaded, and progress belongs to one page. */
let queue: Promise<unknown> = Promise.resolve();

async function createEngine(language: OcrLanguage): Promise<Engine> {
  // Loaded on demand: tesseract.js stays out of the first screen's bundle (scripts/bundle-report.mjs).
  const tesseract = await import('tesseract.js');
  const createWorker = tesseract.createWorker ?? tesseract.default.createWorker;
  const worker = await createWorker(language, LSTM_ONLY, {
    workerPath: OcrAssetPaths.worker,
    corePath: OcrAssetPaths.core,
    langPath: OcrAssetPaths.lang,
    gzip: true,
    // A plain worker from our origin (no blob: wrapper that imports it).
    workerBlobURL: false,
    logger: (message) => {
      if (message.status === 'recognizing text') reportProgress?.(message.progress);
    },
  });
  return { worker, language };
}

async function engineFor(language: OcrLanguage): Promise<Engine> {
  if (!engine) {
    const created = createEngine(language);
    engine = created;
    // A failed start is not kept: the next page tries again.
    created.catch(() => {
      if (engine === created) engine = null;
    });
  }
  const current = await engine;
  if (current.language !== language) {
    await current.worker.reinitialize(language, LSTM_ONLY);
    current.language = language;
  }
  return current;
}

/** Stops the worker at once (a running recognition included); the next page starts a new one. */
async function stopEngine(): Promise<void> {
  const current = engine;
  engine = null;
  if (!current) return;
  try {
    await (await current).worker.terminate();
  } catch {
    // It never started, or is already gone: nothing to stop.
  }
}

/** Resolves with the task, or rejects with OcrCancelled as soon as the signal aborts (stopping the worker). */
function cancellable<T>(task: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return task;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      void stopEngine();
      reject(new OcrCancelled());
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function recognize({ image, language, pointsPerPixel, onProgress, signal }: OcrRequest): Promise<OcrResult> {
  if (signal?.aborted) throw new OcrCancelled();
  reportProgress = onProgress;
  try {
    const result = await cancellable(
      engineFor(language).then(({ worker }) => worker.recognize(image, {}, { text: true, blocks: true })),
      signal,
    );
    const ocr = ocrResultFromBlocks(result.data.blocks as OcrBlockData[] | null, pointsPerPixel);
    if (ocr.text.trim() === '') throw new Error(PdfTexts.ocrUnreadable);
    onProgress?.(1);
    return ocr;
  } catch (error) {
    if (error instanceof OcrCancelled || signal?.aborted) throw new OcrCancelled();
    // The engine's own errors are strings or codes: the reader gets one clear message.
    if (error instanceof Error && error.message === PdfTexts.ocrUnreadable) throw error;
    console.error('OCR failed', error);
    throw new Error(PdfTexts.ocrUnreadable, { cause: error });
  } finally {
    reportProgress = undefined;
  }
}

/**
 * Reads the text of one rendered page with tesseract (in a web worker, from the app's own assets).
 * Rejects with OcrCancelled when the signal aborts, and with an Error saying the page could not be
 * read when it fails or yields no text.
 */
export function recognizePage(request: OcrRequest): Promise<OcrResult> {
  const run = queue.then(() => recognize(request));
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker and frees its memory (e.g. when leaving the viewer). */
export function disposeOcr(): Promise<void> {
  reportProgress = undefined;
  return stopEngine();
}
