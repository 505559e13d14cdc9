import { ContentTexts, type ListeningPart, type ReadingPassage } from '@cdi/contracts';
import { useMemo } from 'react';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { QuestionGroupView, type AnswerAccess } from '../../../exam-questions';
import type { ScreenPart } from '../hooks/use-section-parts';

interface PartQuestionsProps {
  part: ScreenPart<ListeningPart | ReadingPassage>;
  access: Omit<AnswerAccess, 'imageSrc'>;
}

/** A listening part's or reading passage's question groups, answerable. */
export function PartQuestions({ part, access }: PartQuestionsProps) {
  const partAccess = useMemo<AnswerAccess>(() => ({ ...access, imageSrc: part.imageSrc }), [access, part.imageSrc]);
  if (!part.content) return <EmptyState title={ContentTexts.noContent} />;
  if (part.content.questionGroups.length === 0) return <EmptyState title={ContentTexts.noQuestions} />;
  return (
    <div className="part-questions">
      {part.content.questionGroups.map((group, index) => (
        <QuestionGroupView key={index} group={group} access={partAccess} />
      ))}
    </div>
  );
}
