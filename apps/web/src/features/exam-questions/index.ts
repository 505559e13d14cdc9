// Answerable question renderers of the listening and reading screens, and the reading passage.
export { QuestionGroupView, type QuestionGroupViewProps } from './components/QuestionGroupView';
export { PassageView } from './components/PassageView';
export { type AnswerAccess, questionElementId, QUESTION_INPUT_ATTRIBUTE } from './answer-access';
export { QuestionNumbers } from './components/QuestionNumbers';
export { ShownNumbersProvider, useShownNumber, type ShownNumber } from './shown-numbers';
export { ParagraphSlotsPart, ParagraphSlotsProvider } from './paragraph-slots';
export { groupHeading, questionNumbersOf, questionRangeLabel } from './lib/question-numbers';
export { CompletionTable, type CompletionTableProps } from './components/CompletionTable';
export { useGroupAnswers, type GroupAnswers } from './hooks/use-group-answers';
export { LabeledImage } from './components/LabeledImage';
