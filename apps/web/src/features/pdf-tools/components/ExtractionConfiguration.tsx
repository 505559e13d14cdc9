import { PdfTexts } from '@cdi/contracts';
import type { ExtractionOptions } from '../lib/extraction-types';
import { FactsPanel } from './FactsPanel';

/** The options the extraction ran with (spec 2's configuration summary). */
export function ExtractionConfiguration({ options }: { options: ExtractionOptions }) {
  const onOff = (value: boolean) => (value ? PdfTexts.on : PdfTexts.off);
  const rows: [string, string][] = [
    [PdfTexts.useOcr, onOff(options.useOCR)],
    [PdfTexts.enhanceImages, onOff(options.enhanceImages)],
    [PdfTexts.aiStructuring, onOff(options.useAI)],
    [PdfTexts.ocrLanguage, PdfTexts.ocrLanguages[options.ocrLanguage] ?? options.ocrLanguage],
    [PdfTexts.imageQuality, PdfTexts.imageQualities[options.imageQuality] ?? options.imageQuality],
  ];
  return <FactsPanel title={PdfTexts.configuration} facts={rows} />;
}
