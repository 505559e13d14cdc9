import { Texts, type ExamSection } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import type { ExamEngine } from '../../../shared/exam-engine';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useSectionContent } from '../hooks/use-section-content';
import { PartAnswers } from './PartAnswers';

interface SectionPartsProps {
  engine: ExamEngine;
  attemptId: string;
  section: ExamSection;
  disabled: boolean;
}

/** The open section's parts, in part order. */
export function SectionParts({ engine, attemptId, section, disabled }: SectionPartsProps) {
  const content = useSectionContent(attemptId, section, true);
  if (content.isPending) return <Spinner />;
  if (!content.data) {
    return (
      <Notice tone="error">
        {errorMessage(content.error, Texts.somethingWentWrong)}{' '}
        <Button size="small" onClick={() => void content.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  const parts = [...content.data].sort((a, b) => a.part - b.part);
  return (
    <div className="exam-parts">
      {parts.map((part) => (
        <PartAnswers key={part.id} engine={engine} section={section} part={part} disabled={disabled} />
      ))}
    </div>
  );
}
