/**
 * Texts of the content screens and renderers. Those in quotes in the specification are copied exactly;
 * {placeholders} are filled by the caller.
 */
export const ContentTexts = {
  // content messages
  noQuestions: 'No questions available for this section',
  noContent: 'No content available for this section',
  noReadingContent: 'No reading content available.',
  noPassageContent: 'No passage content available for this section.',
  noOptions: 'No options available for this question.',

  // matching headings, when every heading sits in a paragraph slot
  allHeadingsUsed: 'All headings have been used',
  /** Beside an option already placed in a gap; the option keeps its place in the list. */
  optionUsed: 'used',

  // renderer messages
  invalidQuestionData: 'Error: Invalid question data provided',
  noOptionsProvided: 'Error: No options provided for this question',
  noQuestionText: 'Error: No question text provided',
  invalidSentenceData: 'Error: Invalid sentence data provided',
  noSentenceData: 'Error: No sentence data provided',
  /** {type} */
  unsupportedQuestionType: 'Error: Unsupported question type - {type}',
  /** {message} */
  failedToRenderQuestion: 'Error: Failed to render question - {message}',
  /** {type}: the second renderer's wording. */
  unsupportedQuestionTypePlain: 'Unsupported question type: {type}',

  // word limits ({n} is a number)
  answerExceedsWordLimit: 'Answer exceeds the word limit of {n} words',
  wordsRemaining: '{n} words remaining',
  maximumWords: 'Maximum {n} word(s)',
  sentenceMaxWords: '(max {n} words)',

  // spec 2: writing task 1 chart renderer
  /** {type} */
  unsupportedChartType: 'Unsupported chart type: {type}',
  chartImagePlaceholder: 'Chart Image Placeholder',
  mapPlanImagePlaceholder: 'Map/Plan Image Placeholder',
  keyLocations: 'Key Locations',
  processFlow: 'Process Flow',
  tableCategoryHeader: 'Category',
  /** {time_limit_minutes}, {word_count_minimum} */
  writingInstructions:
    'You should spend about {time_limit_minutes} minutes on this task. Write at least {word_count_minimum} words.',
  taskNotFound: 'Task not found',
} as const;

/** Fill {name} placeholders of a ContentTexts entry. Unknown placeholders are left as they are. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A count with its noun, singular for exactly one: '1 character', '3 characters'. */
export function countText(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
