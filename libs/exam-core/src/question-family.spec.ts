import { QUESTION_TYPES, type QuestionGroup } from '@cdi/contracts';
import { byFamily, QUESTION_FAMILY, type QuestionFamily } from './question-family';

describe('question families', () => {
  it('gives every question type of the contract a family', () => {
    expect(Object.keys(QUESTION_FAMILY).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('puts the spec synonyms and variants of one shape in one family', () => {
    const familyTypes = (family: QuestionFamily) => QUESTION_TYPES.filter((type) => QUESTION_FAMILY[type] === family).sort();
    expect(familyTypes('judgement')).toEqual(['true_false', 'true_false_not_given', 'yes_no', 'yes_no_not_given']);
    expect(familyTypes('labeling')).toEqual(['diagram_label_completion', 'diagram_labeling', 'map_labeling', 'plan_labeling']);
    expect(familyTypes('text_completion')).toEqual([
      'fill_blank',
      'fill_in_blank',
      'note_completion',
      'sentence_completion',
      'summary_completion',
    ]);
    expect(familyTypes('matching')).toHaveLength(6);
    expect(familyTypes('choice_from_list')).toEqual(['multiple_choice_with_options']);
  });

  it('tags a group with its family and keeps the group itself', () => {
    const group = {
      type: 'yes_no_not_given',
      instructions: 'Do the statements agree?',
      questions: [{ number: 1, text: 'A claim' }],
    } as unknown as QuestionGroup;
    const tagged = byFamily(group);
    expect(tagged.family).toBe('judgement');
    expect(tagged.group).toBe(group);
  });
});
