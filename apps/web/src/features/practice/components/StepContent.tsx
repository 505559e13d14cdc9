import { PracticeTexts, Texts, type QuestionPart } from '@cdi/contracts';
import { PassageView, QuestionGroupView, type AnswerAccess } from '../../exam-questions';

interface StepContentProps {
  part: QuestionPart;
  groupIndex: number;
  access: AnswerAccess;
}

/** One step of the run: a question group, beside its passage for reading. */
export function StepContent({ part, groupIndex, access }: StepContentProps) {
  const group = part.questionGroups[groupIndex];
  if (!group) return null;
  const questions = (
    <section className="practice-step__questions" aria-label={PracticeTexts.questionList}>
      <QuestionGroupView group={group} access={access} headingLevel={2} />
    </section>
  );
  if (part.section !== 'reading') return <div className="practice-step">{questions}</div>;
  return (
    <div className="practice-step practice-step--split">
      {/* Focusable so that a keyboard can scroll the passage on its own. */}
      <section className="practice-step__passage" aria-label={Texts.readingPassage} tabIndex={0}>
        <PassageView passage={part} headingLevel={2} />
      </section>
      {questions}
    </div>
  );
}
