import type { QuestionGroup } from '@cdi/contracts';
import { byFamily, groupAnswerSlots, renumberText, type CandidateQuestionGroup } from '@cdi/exam-core';
import { useId, useMemo } from 'react';
import type { AnswerAccess } from '../answer-access';
import { useGroupAnswers, type GroupAnswers } from '../hooks/use-group-answers';
import { checkQuestionGroup } from '../lib/group-check';
import { questionHelp } from '../lib/question-help';
import { groupHeading } from '../lib/question-numbers';
import { useShownNumber } from '../shown-numbers';
import { JudgementQuestions, MultipleChoiceQuestions, SharedOptionQuestions, ShortAnswerQuestions } from './ChoiceQuestions';
import {
  FlowChartQuestions,
  FormCompletionQuestions,
  TableCompletionQuestions,
  TextCompletionQuestions,
} from './CompletionQuestions';
import { GroupErrorBoundary, GroupProblem } from './GroupErrorBoundary';
import { HelpButton } from './HelpDialog';
import { Instructions } from './Instructions';
import { LabelingQuestions } from './LabelingQuestions';
import { MatchingHeadingsQuestions, MatchingQuestions } from './MatchingQuestions';
import '../exam-questions.css';

export interface QuestionGroupViewProps {
  group: CandidateQuestionGroup;
  access: AnswerAccess;
  /**
   * Put before every question block's id; only for a page showing the same questions twice, since
   * the navigator finds blocks by questionElementId alone.
   */
  idPrefix?: string;
  /** Level of the group's heading under the screen's own headings. */
  headingLevel?: 2 | 3 | 4;
}

interface BodyProps {
  group: QuestionGroup;
  answers: GroupAnswers;
  idPrefix: string;
  imageSrc: AnswerAccess['imageSrc'];
}

function GroupBody({ group, answers, idPrefix, imageSrc }: BodyProps) {
  const shared = { answers, idPrefix };
  const tagged = byFamily(group);
  switch (tagged.family) {
    case 'multiple_choice':
      return <MultipleChoiceQuestions group={tagged.group} {...shared} />;
    case 'choice_from_list':
      return <SharedOptionQuestions group={tagged.group} {...shared} />;
    case 'judgement':
      return <JudgementQuestions group={tagged.group} {...shared} />;
    case 'short_answer':
      return <ShortAnswerQuestions group={tagged.group} {...shared} />;
    case 'matching':
      return tagged.group.type === 'matching_headings' ? (
        <MatchingHeadingsQuestions group={tagged.group} {...shared} />
      ) : (
        <MatchingQuestions group={tagged.group} {...shared} />
      );
    case 'text_completion':
      return <TextCompletionQuestions group={tagged.group} {...shared} />;
    case 'form_completion':
      return <FormCompletionQuestions group={tagged.group} {...shared} />;
    case 'table_completion':
      return <TableCompletionQuestions group={tagged.group} {...shared} />;
    case 'flow_chart_completion':
      return <FlowChartQuestions group={tagged.group} {...shared} />;
    case 'labeling':
      return <LabelingQuestions group={tagged.group} {...shared} imageSrc={imageSrc} />;
  }
}

function AnswerableGroup({
  group,
  access,
  idPrefix,
  headingLevel,
}: Required<Omit<QuestionGroupViewProps, 'group'>> & { group: QuestionGroup }) {
  const answerNumbers = useMemo(() => groupAnswerSlots(group).map((slot) => slot.number), [group]);
  const answers = useGroupAnswers(access, answerNumbers);
  const shown = useShownNumber();
  const help = useMemo(() => questionHelp(group, shown), [group, shown]);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="q-group" aria-labelledby={headingId}>
      <div className="q-group__header">
        <Heading id={headingId} className="q-group__title">
          {groupHeading(group, shown)}
        </Heading>
        <HelpButton help={help} />
      </div>
      <Instructions text={renumberText(group.instructions, shown)} />
      <GroupBody group={group} answers={answers} idPrefix={idPrefix} imageSrc={access.imageSrc} />
      <p className="sr-only" aria-live="polite">
        {answers.announcement}
      </p>
    </section>
  );
}

/** Content is checked against the schema before it is drawn; a group that fails says why. */
function CheckedGroup(props: Required<QuestionGroupViewProps>) {
  const check = useMemo(() => checkQuestionGroup(props.group), [props.group]);
  if (!check.ok) return <GroupProblem message={check.message} />;
  return <AnswerableGroup {...props} group={check.group} />;
}

/**
 * One question group for the candidate, answerable: heading, Help, instructions with their limits
 * emphasised, then every question with its flag-for-review toggle.
 */
export function QuestionGroupView({ group, access, idPrefix = '', headingLevel = 3 }: QuestionGroupViewProps) {
  return (
    <GroupErrorBoundary group={group}>
      <CheckedGroup group={group} access={access} idPrefix={idPrefix} headingLevel={headingLevel} />
    </GroupErrorBoundary>
  );
}
