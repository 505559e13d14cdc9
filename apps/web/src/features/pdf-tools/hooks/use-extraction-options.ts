import { useCallback, useState } from 'react';
import { readLocalChoice, writeLocalChoice } from '../../../shared/session/local-choice';
import { EXTRACTION_OPTIONS_KEY, parseStoredOptions, serializeOptions } from '../lib/extraction-options';
import type { ExtractionOptions } from '../lib/extraction-types';
import { isOcrLanguageInstalled } from '../lib/ocr';

/** The extraction options: kept in the page's state and remembered in this browser. */
export function useExtractionOptions() {
  const [options, setOptions] = useState<ExtractionOptions>(() =>
    parseStoredOptions(readLocalChoice(EXTRACTION_OPTIONS_KEY), isOcrLanguageInstalled),
  );
  const update = useCallback((next: ExtractionOptions) => {
    setOptions(next);
    writeLocalChoice(EXTRACTION_OPTIONS_KEY, serializeOptions(next));
  }, []);
  return [options, update] as const;
}
