import { confidenceLevel, extractionAnalytics, formatDuration, formatPercent, isHighQuality } from './confidence';

const page = (confidence: number, wordCount: number) => ({ confidence, wordCount });

describe('confidence', () => {
  it('is green from 0.8, yellow from 0.6, red below', () => {
    expect(confidenceLevel(1)).toBe('high');
    expect(confidenceLevel(0.8)).toBe('high');
    expect(confidenceLevel(0.79)).toBe('medium');
    expect(confidenceLevel(0.6)).toBe('medium');
    expect(confidenceLevel(0.59)).toBe('low');
    expect(confidenceLevel(0)).toBe('low');
  });

  it('makes a page high quality from 0.8', () => {
    expect(isHighQuality(0.8)).toBe(true);
    expect(isHighQuality(0.799)).toBe(false);
    expect(formatPercent(0.876)).toBe('88%');
  });
});

describe('extraction analytics', () => {
  it('counts rates, high-quality pages and words per page', () => {
    const analytics = extractionAnalytics({
      totalProcessingTime: 4000,
      pages: [page(1, 300), page(0.85, 200), page(0.7, 100), page(0.4, 1)],
    });
    expect(analytics).toEqual({
      processingTime: 4000,
      pagesPerSecond: 1,
      wordsPerSecond: 150.3,
      highQualityPages: 2,
      totalWords: 601,
      wordsPerPage: 150,
      averageConfidence: expect.closeTo(0.7375, 6),
    });
  });

  it('has no rates without time and nothing without pages', () => {
    expect(extractionAnalytics({ totalProcessingTime: 0, pages: [] })).toEqual({
      processingTime: 0,
      pagesPerSecond: 0,
      wordsPerSecond: 0,
      highQualityPages: 0,
      totalWords: 0,
      wordsPerPage: 0,
      averageConfidence: 0,
    });
  });

  it('formats durations', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});
