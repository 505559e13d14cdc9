import type { QuestionGroup } from '@cdi/contracts';
import { byFamily, groupQuestionNumbers } from '@cdi/exam-core';
import { questionsLabel, questionTypeLabel } from '../../lib/content-preview';
import { JudgementBody, MatchingBody, MultipleChoiceBody, SharedOptionsBody, ShortAnswerBody } from './ChoiceGroupBody';
import { FlowChartBody, FormCompletionBody, TableCompletionBody, TextCompletionBody } from './CompletionGroupBody';
import { LabelingBody } from './LabelingGroupBody';
import '../../exam-parts.css';

interface QuestionGroupPreviewProps {
  group: QuestionGroup;
  imageSrc: (file: string) => string | undefined;
}

function GroupBody({ group, imageSrc }: QuestionGroupPreviewProps) {
  const tagged = byFamily(group);
  switch (tagged.family) {
    case 'multiple_choice':
      return <MultipleChoiceBody group={tagged.group} />;
    case 'choice_from_list':
      return <SharedOptionsBody group={tagged.group} />;
    case 'judgement':
      return <JudgementBody group={tagged.group} />;
    case 'short_answer':
      return <ShortAnswerBody group={tagged.group} />;
    case 'matching':
      return <MatchingBody group={tagged.group} />;
    case 'text_completion':
      return <TextCompletionBody group={tagged.group} />;
    case 'form_completion':
      return <FormCompletionBody group={tagged.group} />;
    case 'table_completion':
      return <TableCompletionBody group={tagged.group} />;
    case 'flow_chart_completion':
      return <FlowChartBody group={tagged.group} />;
    case 'labeling':
      return <LabelingBody group={tagged.group} imageSrc={imageSrc} />;
  }
}

/** One question group read-only: its numbers, type, instructions and questions. */
export function QuestionGroupPreview({ group, imageSrc }: QuestionGroupPreviewProps) {
  const numbers = questionsLabel(groupQuestionNumbers(group));
  return (
    <section className="preview-group">
      <header className="preview-group__header">
        <h4 className="preview-group__title">{group.title ?? numbers}</h4>
        <span className="badge badge--neutral preview-group__type">{questionTypeLabel(group.type)}</span>
        {group.title && numbers && group.title !== numbers && <span className="preview-group__numbers">{numbers}</span>}
      </header>
      <p className="preview-group__instructions">{group.instructions}</p>
      <GroupBody group={group} imageSrc={imageSrc} />
    </section>
  );
}
