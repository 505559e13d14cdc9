import { PdfTexts } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { SelectField } from '../../../shared/ui/SelectField';
import {
  IMAGE_QUALITIES,
  OCR_LANGUAGES,
  type ExtractionOptions,
  type ImageQuality,
  type OcrLanguage,
} from '../lib/extraction-types';
import { isOcrLanguageInstalled } from '../lib/ocr';

const T = PdfTexts.viewer;

interface ExtractionOptionsDialogProps {
  options: ExtractionOptions;
  onSave: (options: ExtractionOptions) => void;
  onClose: () => void;
}

/** 'Extraction Options': OCR language (those whose data is not served shown disabled) and image quality. */
export function ExtractionOptionsDialog({ options, onSave, onClose }: ExtractionOptionsDialogProps) {
  const [language, setLanguage] = useState<OcrLanguage>(options.ocrLanguage);
  const [quality, setQuality] = useState<ImageQuality>(options.imageQuality);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...options, ocrLanguage: language, imageQuality: quality });
  };

  return (
    <Dialog title={T.optionsTitle} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="pdf-ocr-language" className="field__label">
            {PdfTexts.ocrLanguage}
          </label>
          <select
            id="pdf-ocr-language"
            className="field__input field__select"
            value={language}
            onChange={(event) => setLanguage(event.target.value as OcrLanguage)}
          >
            {OCR_LANGUAGES.map((code) => {
              const installed = isOcrLanguageInstalled(code);
              return (
                <option key={code} value={code} disabled={!installed}>
                  {installed
                    ? PdfTexts.ocrLanguages[code]
                    : `${PdfTexts.ocrLanguages[code]} (${PdfTexts.ocrLanguageNotInstalled})`}
                </option>
              );
            })}
          </select>
        </div>
        <SelectField
          id="pdf-image-quality"
          label={PdfTexts.imageQuality}
          hint={T.imageQualityHint}
          value={quality}
          onChange={(event) => setQuality(event.target.value as ImageQuality)}
          options={IMAGE_QUALITIES.map((value) => ({ value, label: PdfTexts.imageQualities[value] }))}
        />
        <DialogActions>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="submit" variant="primary">
            {T.saveOptions}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
