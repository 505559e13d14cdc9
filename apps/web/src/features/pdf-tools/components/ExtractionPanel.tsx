import { fillText, PdfTexts } from '@cdi/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/Toast';
import type { ExtractionMode } from '../lib/extraction-run';
import type { ExtractionOptions } from '../lib/extraction-types';
import { isOcrLanguageInstalled } from '../lib/ocr';
import { ExtractionOptionsDialog } from './ExtractionOptionsDialog';

const T = PdfTexts.viewer;

interface ExtractionPanelProps {
  options: ExtractionOptions;
  onOptions: (options: ExtractionOptions) => void;
  onExtract: (mode: ExtractionMode) => void;
  /** No PDF open, or a run going on. */
  disabled: boolean;
  busyMode: ExtractionMode | null;
}

const ACTIONS: { mode: ExtractionMode; label: string; hint: string; ocr: boolean }[] = [
  { mode: 'smart', label: T.smartExtract, hint: T.smartExtractHint, ocr: false },
  { mode: 'ocr', label: T.testOcr, hint: T.testOcrHint, ocr: true },
  { mode: 'pdfjs', label: T.testPdfJs, hint: T.testPdfJsHint, ocr: false },
  { mode: 'alt-ocr', label: T.altOcr, hint: T.altOcrHint, ocr: true },
];

/** Spec 2's 'Advanced Text Extraction' panel: the three switches, the four runs and the options. */
export function ExtractionPanel({ options, onOptions, onExtract, disabled, busyMode }: ExtractionPanelProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const languageUsable = isOcrLanguageInstalled(options.ocrLanguage);

  const toggle = (key: 'useOCR' | 'enhanceImages' | 'useAI') => (checked: boolean) => onOptions({ ...options, [key]: checked });

  return (
    <section className="panel pdf-extraction" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {T.extractionPanel}
      </h2>
      <fieldset className="pdf-extraction__switches">
        <legend className="sr-only">{T.extractionPanel}</legend>
        <label className="pdf-extraction__switch">
          <input type="checkbox" checked={options.useOCR} onChange={(event) => toggle('useOCR')(event.target.checked)} />
          {PdfTexts.useOcr}
        </label>
        <label className="pdf-extraction__switch">
          <input
            type="checkbox"
            checked={options.enhanceImages}
            onChange={(event) => toggle('enhanceImages')(event.target.checked)}
          />
          {PdfTexts.enhanceImages}
        </label>
        <label className="pdf-extraction__switch">
          <input type="checkbox" checked={options.useAI} onChange={(event) => toggle('useAI')(event.target.checked)} />
          {PdfTexts.aiStructuring}
        </label>
      </fieldset>
      <p className="pdf-extraction__note">{T.structuringLocal}</p>
      <div className="pdf-extraction__actions">
        {ACTIONS.map((action) => (
          <div key={action.mode} className="pdf-extraction__action">
            <Button
              variant={action.mode === 'smart' ? 'primary' : 'secondary'}
              disabled={disabled || (action.ocr && !languageUsable)}
              busy={busyMode === action.mode}
              aria-describedby={`pdf-action-${action.mode}`}
              onClick={() => onExtract(action.mode)}
            >
              {action.label}
            </Button>
            <span id={`pdf-action-${action.mode}`} className="pdf-extraction__hint">
              {action.hint}
            </span>
          </div>
        ))}
      </div>
      {!languageUsable && <p className="field__error">{T.ocrLanguageUnavailable}</p>}
      <div className="pdf-extraction__options">
        <span className="pdf-extraction__hint">
          {fillText(T.optionsSummary, {
            language: PdfTexts.ocrLanguages[options.ocrLanguage],
            quality: PdfTexts.imageQualities[options.imageQuality],
          })}
        </span>
        <Button size="small" onClick={() => setEditing(true)}>
          {T.options}
        </Button>
      </div>
      {editing && (
        <ExtractionOptionsDialog
          options={options}
          onClose={() => setEditing(false)}
          onSave={(next) => {
            onOptions(next);
            setEditing(false);
            notify(T.optionsSaved);
          }}
        />
      )}
    </section>
  );
}
