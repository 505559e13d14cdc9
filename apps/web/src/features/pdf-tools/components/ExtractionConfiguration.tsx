import { PdfTexts } from '@cdi/contracts';
import type { ExtractionOptions } from '../lib/extraction-types';

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
  return (
    <section className="panel" aria-labelledby="extraction-configuration">
      <h2 className="panel__title" id="extraction-configuration">
        {PdfTexts.configuration}
      </h2>
      <dl className="pdf-results__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="pdf-results__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
