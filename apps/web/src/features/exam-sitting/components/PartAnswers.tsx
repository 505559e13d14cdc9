import { ContentTexts, type ExamSection, type SectionContentResponse } from '@cdi/contracts';
import { useMemo } from 'react';
import type { ExamEngine } from '../../../shared/exam-engine';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { partAnswers, slotHint, slotLabel } from '../lib/sitting';
import { AnswerField } from './AnswerField';
import { WritingAnswerField } from './WritingAnswerField';

interface PartAnswersProps {
  engine: ExamEngine;
  section: ExamSection;
  part: SectionContentResponse['parts'][number];
  disabled: boolean;
}

/** A part's heading and one answer box per answer slot (or the writing task's box). */
export function PartAnswers({ engine, section, part, disabled }: PartAnswersProps) {
  const answers = useMemo(() => partAnswers(part.content), [part.content]);
  const headingId = `part-${part.id}`;
  return (
    <section className="exam-part" aria-labelledby={headingId}>
      <h3 id={headingId} className="exam-part__title">
        Part {part.part}: {part.title}
      </h3>
      {part.question_range && <p className="preview-note">Questions {part.question_range}</p>}
      {section === 'listening' && part.audio_url && (
        <audio
          className="exam-part__audio"
          controls
          preload="none"
          src={part.audio_url}
          aria-label={`Part ${part.part} recording`}
          onPlay={() => engine.audioStarted()}
        />
      )}
      {answers.kind === 'unreadable' && <EmptyState title={ContentTexts.noContent} />}
      {answers.kind === 'questions' &&
        (answers.slots.length === 0 ? (
          <EmptyState title={ContentTexts.noQuestions} />
        ) : (
          <div className="answer-grid">
            {answers.slots.map((slot) => (
              <AnswerField
                key={slot.number}
                engine={engine}
                section={section}
                question={String(slot.number)}
                label={slotLabel(slot)}
                hint={slotHint(slot.expects)}
                disabled={disabled}
                onFocus={() => engine.position(section, part.part, slot.number)}
              />
            ))}
          </div>
        ))}
      {answers.kind === 'writing' && (
        <WritingAnswerField
          engine={engine}
          section={section}
          task={answers.task}
          disabled={disabled}
          onFocus={() => engine.position(section, part.part, 0)}
        />
      )}
    </section>
  );
}
