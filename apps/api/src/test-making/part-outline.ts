import type { AssignedTestDetailResponse, ExamPart } from '@cdi/contracts';

type PartOutline = Pick<
  AssignedTestDetailResponse['examParts'][number],
  'question_range' | 'question_count' | 'question_types' | 'task_type' | 'word_count_minimum'
>;

interface OutlinedPart {
  examData: ExamPart | null;
  questionRange: string | null;
  questionCount: number;
}

/** What a part holds, as the candidate's test overview describes it: counts and types, never content or answers. */
export function partOutline({ examData, questionRange, questionCount }: OutlinedPart): PartOutline {
  if (examData?.section === 'writing') {
    return {
      question_range: null,
      question_count: 0,
      question_types: [],
      task_type: examData.question_type ?? null,
      word_count_minimum: examData.word_count_minimum ?? null,
    };
  }
  const groups = examData && 'questionGroups' in examData ? examData.questionGroups : [];
  return {
    question_range: questionRange,
    question_count: questionCount,
    question_types: [...new Set(groups.map((group) => group.type))],
    task_type: null,
    word_count_minimum: null,
  };
}
