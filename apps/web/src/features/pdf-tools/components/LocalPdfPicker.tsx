import { PdfTexts } from '@cdi/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { Icon } from '../../../shared/ui/Icon';

interface LocalPdfPickerProps {
  /** Opens the file; resolves with why it was refused, or null. */
  onOpen: (file: File) => Promise<string | null>;
}

/** 'Open a PDF from this computer': a PDF by its first bytes, at most 50MB. */
export function LocalPdfPicker({ onOpen }: LocalPdfPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(await onOpen(file));
    // The same file can be chosen again (e.g. after it was fixed).
    if (input.current) input.current.value = '';
  };

  return (
    <div className="pdf-picker">
      <label className="button button--secondary pdf-picker__button">
        <Icon name="upload" size={16} />
        {PdfTexts.viewer.openLocal}
        <input
          ref={input}
          type="file"
          className="pdf-picker__input"
          accept="application/pdf,.pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'pdf-picker-error' : undefined}
          onChange={(event) => void onChange(event)}
        />
      </label>
      {error && (
        <p id="pdf-picker-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
