import { fillText, PdfTexts } from '@cdi/contracts';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionUser } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { draftUploadState, UPLOAD_PAGE_PATH } from '../../exam-parts';
import { draftExamPart, type UnsureField } from '../lib/draft-part';
import { draftFileNames, draftUploadOf, prettyJson } from '../lib/draft-upload';
import type { ExtractionResult } from '../lib/extraction-types';
import { numberRuns } from '../lib/page-structure';
import '../draft-part.css';
import { saveTextFile, TextFileTypes } from '../../../shared/files/save-file';

const typeLabel = (type: string) => {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function UnsureList({ fields }: { fields: UnsureField[] }) {
  if (fields.length === 0) return <Notice tone="success">{PdfTexts.draftUnsureNone}</Notice>;
  return (
    <ul className="draft-unsure">
      {fields.map((field, i) => (
        // The same path may be unsure for two reasons; the place in the list tells them apart.
        <li key={`${field.path}-${i}`} className="draft-unsure__item">
          <span className="badge badge--warning badge--with-icon">
            <Icon name="alert" size={14} />
            {PdfTexts.draftUnsureMark}
          </span>
          <code className="draft-unsure__path">{field.path}</code>
          <span>{field.reason}</span>
        </li>
      ))}
    </ul>
  );
}

function JsonPanel({ label, text, unsurePaths }: { label: string; text: string; unsurePaths: string[] }) {
  const id = useId();
  return (
    <div className="draft-json">
      <h3 id={id} className="draft-dialog__subtitle">
        {label}
      </h3>
      <div className="draft-json__body">
        {/* Focusable so keyboard users can scroll it; read-only by nature. */}
        <pre className="draft-json__code" tabIndex={0} role="region" aria-labelledby={id}>
          {text}
        </pre>
        {unsurePaths.length > 0 && (
          <aside className="draft-json__aside" aria-label={PdfTexts.draftUnsurePaths}>
            <p className="draft-json__aside-title">{PdfTexts.draftUnsurePaths}</p>
            <ul>
              {unsurePaths.map((path) => (
                <li key={path}>
                  <code>{path}</code>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}

/**
 * Reviews the draft exam part made from an extraction: what was found, what was guessed (each with its
 * JSON path), the upload check's verdict and the JSON itself. Everyone may download it; a developer
 * may open the upload form prefilled with it. Admins cannot upload parts in this product.
 */
export function DraftPartDialog({ result, onClose }: { result: ExtractionResult; onClose(): void }) {
  const draft = useMemo(() => draftExamPart(result), [result]);
  const user = useSessionUser();
  const navigate = useNavigate();
  const isDeveloper = user?.role === 'developer';
  const names = draftFileNames(result.fileName, draft);
  const contentText = useMemo(() => prettyJson(draft.content), [draft]);
  const solutionText = useMemo(() => (draft.solution === null ? null : prettyJson(draft.solution)), [draft]);
  const unsurePaths = [...new Set(draft.unsure.map((field) => field.path))];
  const foundId = useId();
  const unsureId = useId();

  const openInUpload = () => {
    void navigate(UPLOAD_PAGE_PATH, { state: draftUploadState(draftUploadOf(draft, result.fileName)) });
  };

  return (
    <Dialog title={PdfTexts.draftDialogTitle} onClose={onClose} size="wide" dismissLabel={PdfTexts.draftClose}>
      <div className="draft-dialog">
        <section aria-labelledby={foundId}>
          <h3 id={foundId} className="draft-dialog__subtitle">
            {PdfTexts.draftFound}
          </h3>
          <dl className="details">
            <div>
              <dt>{PdfTexts.draftSection}</dt>
              <dd className="draft-dialog__capital">{draft.section}</dd>
            </div>
            <div>
              <dt>{PdfTexts.draftPart}</dt>
              <dd>{draft.part}</dd>
            </div>
            <div>
              <dt>{PdfTexts.draftPartTitle}</dt>
              <dd>{draft.title}</dd>
            </div>
            <div>
              <dt>{PdfTexts.draftQuestionNumbers}</dt>
              <dd>{draft.questionNumbers.length > 0 ? numberRuns(draft.questionNumbers) : PdfTexts.draftNone}</dd>
            </div>
          </dl>
          <h4 className="draft-dialog__label">{PdfTexts.draftGroups}</h4>
          {draft.groups.length > 0 ? (
            <ul className="draft-groups">
              {draft.groups.map((group, g) => (
                <li key={g} className="draft-groups__item">
                  <span className="draft-groups__title">{group.title ?? `#${g + 1}`}</span>
                  <span className="badge badge--info">{typeLabel(group.type)}</span>
                  <span className="draft-groups__numbers">
                    {fillText(PdfTexts.draftGroupNumbers, { numbers: numberRuns(group.numbers) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{PdfTexts.draftNone}</p>
          )}
        </section>

        <section aria-labelledby={unsureId}>
          <h3 id={unsureId} className="draft-dialog__subtitle">
            {PdfTexts.draftUnsureHeading} ({draft.unsure.length})
          </h3>
          <UnsureList fields={draft.unsure} />
        </section>

        {draft.problems.length > 0 ? (
          <Notice tone="error">
            <p>{PdfTexts.draftProblemsHeading}</p>
            <ul className="draft-problems">
              {draft.problems.map((problem, i) => (
                <li key={i}>{problem}</li>
              ))}
            </ul>
          </Notice>
        ) : (
          <Notice tone="success">{PdfTexts.draftValid}</Notice>
        )}

        <JsonPanel
          label={PdfTexts.draftJson}
          text={contentText}
          unsurePaths={unsurePaths.filter((path) => !path.startsWith('solution'))}
        />
        {solutionText !== null ? (
          <JsonPanel
            label={PdfTexts.draftSolutionJson}
            text={solutionText}
            unsurePaths={unsurePaths.filter((path) => path.startsWith('solution'))}
          />
        ) : (
          <p className="draft-dialog__note">{PdfTexts.draftNoSolution}</p>
        )}

        {isDeveloper ? (
          <p className="draft-dialog__note">{PdfTexts.draftOpenNote}</p>
        ) : (
          <Notice tone="info">{PdfTexts.draftAdminNote}</Notice>
        )}
      </div>
      <DialogActions>
        <Button onClick={onClose}>{PdfTexts.draftClose}</Button>
        <Button
          icon={<Icon name="download" size={18} />}
          onClick={() => saveTextFile(names.content, contentText, TextFileTypes.json)}
        >
          {PdfTexts.downloadDraft}
        </Button>
        {solutionText !== null && (
          <Button
            icon={<Icon name="download" size={18} />}
            onClick={() => saveTextFile(names.solution, solutionText, TextFileTypes.json)}
          >
            {PdfTexts.downloadSolution}
          </Button>
        )}
        {isDeveloper && (
          <Button variant="primary" icon={<Icon name="upload" size={18} />} onClick={openInUpload}>
            {PdfTexts.openInUpload}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
