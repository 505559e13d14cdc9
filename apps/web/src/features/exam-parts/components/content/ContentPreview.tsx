import { ContentTexts, ExamPartSchema, type ExamPart } from '@cdi/contracts';
import { useMemo } from 'react';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { QuestionGroupPreview } from './QuestionGroupPreview';
import { WritingTaskPreview } from './WritingTaskPreview';
import '../../exam-parts.css';

interface ContentPreviewProps {
  content: unknown;
  /** The URL of an image uploaded with the part, by file name. */
  imageSrc: (file: string) => string | undefined;
}

function QuestionGroups({
  part,
  imageSrc,
}: { part: Extract<ExamPart, { questionGroups: unknown }> } & Pick<ContentPreviewProps, 'imageSrc'>) {
  return (
    <div className="preview-groups">
      {part.questionGroups.map((group, i) => (
        <QuestionGroupPreview key={i} group={group} imageSrc={imageSrc} />
      ))}
    </div>
  );
}

function PartBody({ part, imageSrc }: { part: ExamPart } & Pick<ContentPreviewProps, 'imageSrc'>) {
  if (part.section === 'writing') return <WritingTaskPreview task={part} imageSrc={imageSrc} />;
  return (
    <>
      <h3 className="preview-title">{part.section === 'reading' ? part.passage_title : part.title}</h3>
      {part.questionRange && <p className="preview-note">Questions {part.questionRange}</p>}
      {part.instructions && <p className="preview-group__instructions">{part.instructions}</p>}
      {part.section === 'reading' && (
        <div className="preview-passage" tabIndex={0} role="region" aria-label="Passage">
          {part.source_text.map((paragraph, i) => (
            <p key={i}>
              {paragraph.letter && <span className="preview-passage__letter">{paragraph.letter}</span>}
              {paragraph.text}
            </p>
          ))}
        </div>
      )}
      {part.section === 'listening' && part.transcript && (
        <details className="preview-transcript">
          <summary>Transcript</summary>
          <p>{part.transcript}</p>
        </details>
      )}
      <QuestionGroups part={part} imageSrc={imageSrc} />
    </>
  );
}

/** The part's content read-only, as authored: passage or prompt, question groups with their numbers. */
export function ContentPreview({ content, imageSrc }: ContentPreviewProps) {
  const parsed = useMemo(() => ExamPartSchema.safeParse(content), [content]);
  if (!parsed.success) return <EmptyState title={ContentTexts.noContent} />;
  return <PartBody part={parsed.data} imageSrc={imageSrc} />;
}
