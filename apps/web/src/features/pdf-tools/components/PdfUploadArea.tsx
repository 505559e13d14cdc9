import { formatMegabytes, PdfTexts } from '@cdi/contracts';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { useUploadPdf } from '../hooks/use-pdf-documents';
import { pdfFileProblem, type PdfFileSource } from '../lib/pdf-file-check';
import { pdfViewerPath } from '../lib/paths';

/**
 * Spec 2's upload area: drop a PDF or choose one, see its name and size, then 'Upload & View PDF'
 * (stored, then opened in the viewer) or 'Remove File'. A refused file is said inline, never in a
 * browser alert.
 */
export function PdfUploadArea() {
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const upload = useUploadPdf();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = upload.isPending;

  const take = async (chosen: File | undefined, source: PdfFileSource) => {
    if (!chosen || busy) return;
    upload.reset();
    const refusal = await pdfFileProblem(chosen, source);
    setProblem(refusal);
    setFile(refusal ? null : chosen);
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again is noticed.
    event.target.value = '';
    void take(chosen, 'chooser');
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0], 'drop');
  };

  const remove = () => {
    setFile(null);
    setProblem(null);
    upload.reset();
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (pdf) => navigate(pdfViewerPath(pdf.id)) });
  };

  return (
    <section className="panel pdf-upload" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {PdfTexts.uploadTitle}
      </h2>
      <div
        className={dragging ? 'pdf-upload__zone pdf-upload__zone--over' : 'pdf-upload__zone'}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="pdf-drop-zone"
      >
        <span className="pdf-upload__icon" aria-hidden="true">
          <Icon name="upload" size={32} />
        </span>
        <p className="pdf-upload__prompt">{PdfTexts.dropHere}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only pdf-upload__input"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          disabled={busy}
          onChange={onChoose}
        />
        <label htmlFor={inputId} className="button button--secondary pdf-upload__choose">
          {PdfTexts.chooseFile}
        </label>
        <p id={hintId} className="pdf-upload__hint">
          {PdfTexts.maxSize}
        </p>
      </div>

      {problem && <Notice tone="error">{problem}</Notice>}

      {file && (
        <dl className="pdf-upload__chosen" aria-label={PdfTexts.chosenFile}>
          <div>
            <dt className="sr-only">{PdfTexts.columnName}</dt>
            <dd className="pdf-upload__name">
              <Icon name="document" /> {file.name}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{PdfTexts.columnSize}</dt>
            <dd className="pdf-upload__size">{formatMegabytes(file.size)}</dd>
          </div>
        </dl>
      )}

      {busy && <ProgressBar label={PdfTexts.processing} percent={upload.sentPercent} />}
      {upload.isError && <Notice tone="error">{errorMessage(upload.error, PdfTexts.uploadFailed)}</Notice>}

      <div className="pdf-upload__actions">
        <Button variant="primary" icon={<Icon name="upload" />} disabled={!file} busy={busy} onClick={send}>
          {busy ? PdfTexts.processing : PdfTexts.uploadAndView}
        </Button>
        <Button disabled={!file || busy} onClick={remove}>
          {PdfTexts.removeFile}
        </Button>
      </div>
    </section>
  );
}
