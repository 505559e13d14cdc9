import type { QuestionGroup } from '@cdi/contracts';
import { groupQuestionNumbers } from '@cdi/exam-core';
import { questionsLabel, questionTypeLabel } from '../../lib/content-preview';
import { JudgementBody, MatchingBody, MultipleChoiceBody, SharedOptionsBody, ShortAnswerBody } from './ChoiceGroupBody';
import { FlowChartBody, FormCompletionBody, TableCompletionBody, TextCompletionBody } from './CompletionGroupBody';
import { LabelingBody } from './LabelingGroupBody';

interface QuestionGroupPreviewProps {
  group: QuestionGroup;
  imageSrc: (file: string) => string | undefined;
}

function GroupBody({ group, imageSrc }: QuestionGroupPreviewProps) {
  switch (group.type) {
    case 'multiple_choice':
      return <MultipleChoiceBody group={group} />;
    case 'multiple_choice_with_options':
      return <SharedOptionsBody group={group} />;
    case 'true_false':
    case 'true_false_not_given':
    case 'yes_no':
    case 'yes_no_not_given':
      return <JudgementBody group={group} />;
    case 'short_answer':
      return <ShortAnswerBody group={group} />;
    case 'matching':
    case 'matching_headings':
    case 'matching_features':
    case 'matching_paragraphs':
    case 'matching_information':
    case 'matching_sentence_endings':
      return <MatchingBody group={group} />;
    case 'note_completion':
    case 'summary_completion':
    case 'sentence_completion':
    case 'fill_in_blank':
    case 'fill_blank':
      return <TextCompletionBody group={group} />;
    case 'form_completion':
      return <FormCompletionBody group={group} />;
    case 'table_completion':
      return <TableCompletionBody group={group} />;
    case 'flow_chart_completion':
      return <FlowChartBody group={group} />;
    case 'diagram_labeling':
    case 'diagram_label_completion':
    case 'plan_labeling':
    case 'map_labeling':
      return <LabelingBody group={group} imageSrc={imageSrc} />;
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
