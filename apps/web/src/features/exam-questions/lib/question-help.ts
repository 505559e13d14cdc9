import { JUDGEMENT_CHOICES } from '@cdi/contracts';
import { byFamily, selectionLimit, type CandidateQuestionGroup } from '@cdi/exam-core';
import { questionNumbersOf, questionRangeLabel } from './question-numbers';

/** What the Help dialog of a group shows: a title, numbered steps, a tip, the range. */
export interface QuestionHelp {
  title: string;
  steps: string[];
  tip: string;
  range: string;
}

const COMPLETION_TITLES = {
  note_completion: 'Note completion',
  summary_completion: 'Summary completion',
  sentence_completion: 'Sentence completion',
  fill_in_blank: 'Fill in the blanks',
  fill_blank: 'Fill in the blanks',
  form_completion: 'Form completion',
  table_completion: 'Table completion',
  flow_chart_completion: 'Flow-chart completion',
} as const;

const LABELING_TITLES = {
  diagram_labeling: 'Diagram labelling',
  diagram_label_completion: 'Diagram label completion',
  plan_labeling: 'Plan labelling',
  map_labeling: 'Map labelling',
} as const;

const words = (n: number) => (n === 1 ? 'ONE word' : `${n} words`);
const typedLimit = (maxWords: number) => `Write no more than ${words(maxWords)} in each answer.`;
const SPELLING_TIP = 'Spelling counts. Copy words exactly as you see or hear them; numbers may be written as digits.';

const WORD_BOX_STEPS = [
  'Read the list of options in the box.',
  'Drag an option onto a numbered gap, or select the option and then select the gap.',
  'To empty a gap, select it again.',
];

type HelpContent = Omit<QuestionHelp, 'range'>;

function helpContent(candidateGroup: CandidateQuestionGroup): HelpContent {
  const { family, group } = byFamily(candidateGroup);
  switch (family) {
    case 'multiple_choice': {
      const max = Math.max(...group.questions.map(selectionLimit));
      return max > 1
        ? {
            title: 'Multiple choice: more than one answer',
            steps: [
              'Read the question and all the options.',
              `Tick ${max} options.`,
              'Select a ticked option again to remove it.',
              `When ${max} are ticked, a new choice replaces the one you ticked last.`,
            ],
            tip: 'Each correct letter scores one mark, in any order.',
          }
        : {
            title: 'Multiple choice',
            steps: [
              'Read the question and the options.',
              'Select the option you think is correct.',
              'To change your answer, select a different option.',
            ],
            tip: 'Only one answer can be chosen for each question.',
          };
    }
    case 'choice_from_list':
      return {
        title: 'Choose from a list',
        steps: ['Read the list of options in the box.', 'For each question, select the letter of the option that fits.'],
        tip: 'Some options may not be used.',
      };
    case 'judgement': {
      const choices = JUDGEMENT_CHOICES[group.type];
      const aboutWriter = group.type.startsWith('yes_no');
      return {
        title: choices.map((c) => c[0] + c.slice(1).toLowerCase()).join(' / '),
        steps: [
          'Read each statement.',
          aboutWriter ? 'Decide what the writer thinks about it.' : 'Find the information it is about.',
          `Select ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}.`,
        ],
        tip: aboutWriter
          ? choices.length === 3
            ? 'YES agrees with the views of the writer, NO contradicts them, NOT GIVEN means it is impossible to say what the writer thinks.'
            : 'YES agrees with the views of the writer, NO contradicts them.'
          : choices.length === 3
            ? 'TRUE agrees with the information, FALSE contradicts it, NOT GIVEN means there is no information on it.'
            : 'TRUE agrees with the information, FALSE contradicts it.',
      };
    }
    case 'short_answer':
      return {
        title: 'Short answer',
        steps: [
          'Read the question.',
          'Type your answer in the box below it.',
          `${typedLimit(group.maxWords)} The line under the box shows how many words you have left.`,
        ],
        tip: SPELLING_TIP,
      };
    case 'matching':
      if (group.type === 'matching_headings') {
        return {
          title: 'Matching headings',
          steps: [
            'Read the list of headings.',
            'Drag a heading onto the paragraph it fits, or select the heading and then the paragraph’s gap.',
            'To take a heading off, select it in its gap: it goes back to the list.',
          ],
          tip: 'Each heading can be used once; there are more headings than paragraphs.',
        };
      }
      return {
        title: group.type === 'matching_sentence_endings' ? 'Matching sentence endings' : 'Matching',
        steps: [
          `Read the ${group.optionsTitle ? `list "${group.optionsTitle}"` : 'list of options'}.`,
          'For each numbered item, choose the letter that matches it from its list.',
        ],
        tip: 'Read the instructions to see whether an option may be used more than once.',
      };
    case 'labeling':
      return {
        title: LABELING_TITLES[group.type],
        steps: group.options
          ? ['Find each numbered box on the picture.', 'For each number, choose the matching letter from its list.']
          : [
              'Find each numbered box on the picture.',
              'Type the label in the answer box with the same number.',
              typedLimit(group.maxWords),
            ],
        tip: group.options ? 'Some letters may not be used.' : SPELLING_TIP,
      };
    case 'text_completion':
    case 'form_completion':
    case 'table_completion':
    case 'flow_chart_completion':
      return {
        title: COMPLETION_TITLES[group.type],
        steps: group.options
          ? WORD_BOX_STEPS
          : ['Read the text around each numbered gap.', 'Select a gap and type your answer.', typedLimit(group.maxWords)],
        tip: group.options ? 'Each option can be used once; used options are crossed out in the box.' : SPELLING_TIP,
      };
  }
}

/** The Help dialog's content for a group, by its family of question types. */
export function questionHelp(group: CandidateQuestionGroup, shown: (authored: number) => number = (n) => n): QuestionHelp {
  return { ...helpContent(group), range: questionRangeLabel(questionNumbersOf(group).map(shown)) };
}
