import { AnswerKeyTexts, UploadTexts, type ExamPartDetail } from '@cdi/contracts';
import { formatCountdown } from '@cdi/exam-core';
import { useState, type ReactNode } from 'react';
import { formatBytes } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { examAudioUrl, examImageUrl, type ExamScope } from '../api/exam-parts-api';
import { ExamImage } from '../../../shared/ui/ExamImage';
import { answerKeyUsage, canEditAnswerKey } from '../lib/answer-key';
import { AnswerKeyDialog } from './AnswerKeyDialog';
import { FilePreviewDialog, type FilePreview } from './FilePreviewDialog';
import '../exam-parts.css';

interface FileRowProps {
  icon: IconName;
  label: string;
  detail: ReactNode;
  action?: ReactNode;
}

function FileRow({ icon, label, detail, action }: FileRowProps) {
  return (
    <li className="file-row">
      <span className="file-row__icon">
        <Icon name={icon} />
      </span>
      <span className="file-row__text">
        <span className="file-row__label">{label}</span>
        <span className="file-row__detail">{detail}</span>
      </span>
      {action}
    </li>
  );
}

const fileDetail = (file: { name: string; size: number } | null | undefined) =>
  file ? `${file.name} · ${formatBytes(file.size)}` : '';

/**
 * The part's files: the JSON, audio and solution with preview buttons, and numbered image previews.
 * Developers can correct a processed listening or reading part's answer key here.
 */
export function ExamFilesCard({ scope, exam }: { scope: ExamScope; exam: ExamPartDetail }) {
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const [editingKey, setEditingKey] = useState(false);
  /** After a saved correction: how much marking used the old key. */
  const [keyUsage, setKeyUsage] = useState<string | null>(null);
  const { files } = exam;
  const editKey = scope === 'developer' && canEditAnswerKey(exam);
  const hasKey = exam.has_solution || exam.solution_data !== null;
  const audioDuration = exam.audio_duration_seconds === null ? '' : ` · ${formatCountdown(exam.audio_duration_seconds)}`;

  return (
    <section className="panel" aria-labelledby="files-title">
      <h2 id="files-title" className="panel__title">
        Files
      </h2>
      <ul className="file-rows">
        <FileRow
          icon="code"
          label="Test Data (JSON)"
          detail={fileDetail(files.json)}
          action={
            <Button size="small" onClick={() => setPreview({ kind: 'json', title: 'Test Data (JSON)', data: exam.exam_data })}>
              Preview
            </Button>
          }
        />
        {exam.has_audio ? (
          <FileRow
            icon="headphones"
            label="Audio File"
            detail={`${fileDetail(files.audio)}${audioDuration}`}
            action={
              <Button
                size="small"
                icon={<Icon name="play" size={16} />}
                onClick={() => setPreview({ kind: 'audio', title: 'Audio File', src: examAudioUrl(scope, exam.id) })}
              >
                Play
              </Button>
            }
          />
        ) : (
          exam.section === 'listening' && <FileRow icon="headphones" label="Audio File" detail={UploadTexts.audioMissing} />
        )}
        {(hasKey || editKey) && (
          <FileRow
            icon="code"
            label="Solution (JSON)"
            detail={hasKey ? fileDetail(files.solution) : AnswerKeyTexts.none}
            action={
              <span className="answer-key-actions">
                {hasKey && (
                  <Button
                    size="small"
                    onClick={() => setPreview({ kind: 'json', title: 'Solution (JSON)', data: exam.solution_data })}
                  >
                    Preview
                  </Button>
                )}
                {editKey && (
                  <Button size="small" icon={<Icon name="edit" size={16} />} onClick={() => setEditingKey(true)}>
                    {AnswerKeyTexts.edit}
                  </Button>
                )}
              </span>
            }
          />
        )}
      </ul>
      {keyUsage && <Notice tone="info">{keyUsage}</Notice>}
      {files.images.length > 0 && (
        <>
          <h3 className="files__subtitle">Images ({files.images.length})</h3>
          <ul className="image-grid">
            {files.images.map((image, i) => {
              const src = examImageUrl(scope, exam.id, image.index);
              const title = `Image ${i + 1}: ${image.name}`;
              return (
                <li key={image.index}>
                  <button
                    type="button"
                    className="image-thumb"
                    aria-label={`Preview ${title}`}
                    onClick={() => setPreview({ kind: 'image', title, src, alt: image.name })}
                  >
                    <span className="image-thumb__number">{i + 1}</span>
                    <ExamImage src={src} alt="" className="image-thumb__img" />
                    <span className="image-thumb__name">{image.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {preview && <FilePreviewDialog preview={preview} onClose={() => setPreview(null)} />}
      {editingKey && (
        <AnswerKeyDialog
          exam={exam}
          onClose={() => setEditingKey(false)}
          onSaved={(result) => {
            setEditingKey(false);
            setKeyUsage(answerKeyUsage(result.tests_using, result.sittings_marked));
          }}
        />
      )}
    </section>
  );
}
