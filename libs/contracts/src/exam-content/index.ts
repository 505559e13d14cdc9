// Exam content: the JSON an author uploads for a listening part, reading passage or writing task,
// its separate solution file, and the constants and texts of the content screens.
export * from './constants';
export * from './texts';
export * from './question-types';
export {
  ANSWER_LIKE_KEYS,
  type ImageRef,
  type Options,
  imageRefField as ImageRefSchema,
  questionRangeField as QuestionRangeSchema,
  optionsField as OptionsSchema,
} from './fields';
export * from './choice-groups';
export * from './matching-groups';
export * from './completion-groups';
export * from './labeling-groups';
export * from './question-groups';
export * from './charts';
export * from './listening-part';
export * from './reading-passage';
export * from './writing-task';
export * from './exam-part';
export * from './solutions';
export * from './problems';
