import { DEFAULT_EXTRACTION_OPTIONS } from './extraction-types';
import { IMAGE_QUALITY_SCALE, parseStoredOptions, serializeOptions } from './extraction-options';

const all = () => true;
const englishOnly = (language: string) => language === 'eng';

describe('stored extraction options', () => {
  it('are the defaults when nothing is stored, or what is stored is not JSON', () => {
    expect(parseStoredOptions(null, all)).toEqual(DEFAULT_EXTRACTION_OPTIONS);
    expect(parseStoredOptions('{not json', all)).toEqual(DEFAULT_EXTRACTION_OPTIONS);
    expect(parseStoredOptions('"a string"', all)).toEqual(DEFAULT_EXTRACTION_OPTIONS);
  });

  it('default to English and high quality (spec 2)', () => {
    expect(DEFAULT_EXTRACTION_OPTIONS.ocrLanguage).toBe('eng');
    expect(DEFAULT_EXTRACTION_OPTIONS.imageQuality).toBe('high');
  });

  it('come back as they were saved', () => {
    const saved = {
      ...DEFAULT_EXTRACTION_OPTIONS,
      useOCR: false,
      enhanceImages: true,
      ocrLanguage: 'fra' as const,
      imageQuality: 'low' as const,
    };
    expect(parseStoredOptions(serializeOptions(saved), all)).toEqual(saved);
  });

  it('replace each unreadable field by its default and keep the rest', () => {
    const parsed = parseStoredOptions(JSON.stringify({ useOCR: false, imageQuality: 'ultra', ocrLanguage: 42 }), all);
    expect(parsed).toEqual({ ...DEFAULT_EXTRACTION_OPTIONS, useOCR: false });
  });

  it('fall back to English when the saved language is no longer served', () => {
    expect(parseStoredOptions(JSON.stringify({ ocrLanguage: 'deu' }), englishOnly).ocrLanguage).toBe('eng');
  });

  it('never keep an API key', () => {
    const withKey = { ...DEFAULT_EXTRACTION_OPTIONS, aiApiKey: 'sk-secret' };
    expect(serializeOptions(withKey)).not.toContain('sk-secret');
    expect(parseStoredOptions(JSON.stringify({ aiApiKey: 'sk-secret' }), all).aiApiKey).toBe('');
  });
});

describe('image quality', () => {
  it('renders at scale 1, 1.5 and 2', () => {
    expect(IMAGE_QUALITY_SCALE).toEqual({ low: 1, medium: 1.5, high: 2 });
  });
});
