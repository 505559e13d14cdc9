import type { ExtractedPage } from './extraction-types';

/** Spec 2 §4: at least 0.8 green, at least 0.6 yellow, otherwise red. */
export type ConfidenceLevel = 'high' | 'medium' | 'low';

export const HIGH_CONFIDENCE = 0.8;
export const MEDIUM_CONFIDENCE = 0.6;

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= HIGH_CONFIDENCE) return 'high';
  if (confidence >= MEDIUM_CONFIDENCE) return 'medium';
  return 'low';
}

/** The badge's colour: green, yellow or red (the badge also names the level, colour is never alone). */
export const CONFIDENCE_COLOURS: Record<ConfidenceLevel, 'green' | 'yellow' | 'red'> = {
  high: 'green',
  medium: 'yellow',
  low: 'red',
};

/** Spec 2 §4: a high-quality page has a confidence of at least 0.8. */
export function isHighQuality(confidence: number): boolean {
  return confidence >= HIGH_CONFIDENCE;
}

export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

export interface ExtractionAnalytics {
  /** Milliseconds. */
  processingTime: number;
  pagesPerSecond: number;
  wordsPerSecond: number;
  highQualityPages: number;
  totalWords: number;
  wordsPerPage: number;
  /** Mean confidence over the pages, 0 to 1 (0 without pages). */
  averageConfidence: number;
}

const rate = (count: number, milliseconds: number) => (milliseconds > 0 ? count / (milliseconds / 1000) : 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Spec 2's analytics: processing time, pages and words per second, high-quality pages, words per page. */
export function extractionAnalytics(result: {
  pages: readonly Pick<ExtractedPage, 'confidence' | 'wordCount'>[];
  totalProcessingTime: number;
}): ExtractionAnalytics {
  const pages = result.pages;
  const totalWords = pages.reduce((sum, page) => sum + page.wordCount, 0);
  const time = Math.max(0, result.totalProcessingTime);
  return {
    processingTime: time,
    pagesPerSecond: oneDecimal(rate(pages.length, time)),
    wordsPerSecond: oneDecimal(rate(totalWords, time)),
    highQualityPages: pages.filter((page) => isHighQuality(page.confidence)).length,
    totalWords,
    wordsPerPage: pages.length === 0 ? 0 : Math.round(totalWords / pages.length),
    averageConfidence: pages.length === 0 ? 0 : pages.reduce((sum, page) => sum + page.confidence, 0) / pages.length,
  };
}

/** "850 ms", "12.3 s", "2 min 5 s". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${oneDecimal(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
