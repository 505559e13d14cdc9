import type { ExamPart, ListeningPart, QuestionGroup, ReadingPassage, WritingTask } from '@cdi/contracts';

/** Omit that keeps a union a union, so each group type stays narrowable by `type`. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type CandidateQuestionGroup = OmitEach<QuestionGroup, 'authorNotes'>;
export type CandidateListeningPart = Omit<ListeningPart, 'transcript' | 'authorNotes' | 'questionGroups'> & {
  questionGroups: CandidateQuestionGroup[];
};
export type CandidateReadingPassage = Omit<ReadingPassage, 'authorNotes' | 'questionGroups'> & {
  questionGroups: CandidateQuestionGroup[];
};
export type CandidateWritingTask = Omit<WritingTask, 'authorNotes'>;
export type CandidateExamPart = CandidateListeningPart | CandidateReadingPassage | CandidateWritingTask;

function candidateGroup(group: QuestionGroup): CandidateQuestionGroup {
  const { authorNotes: _notes, ...shown } = group;
  return shown;
}

/**
 * The part as a candidate may see it: no transcript, no author notes. Answers never appear: the
 * strict content schemas refuse them, and solutions live in their own file. Returns a copy.
 */
export function candidateView(part: ListeningPart): CandidateListeningPart;
export function candidateView(part: ReadingPassage): CandidateReadingPassage;
export function candidateView(part: WritingTask): CandidateWritingTask;
export function candidateView(part: ExamPart): CandidateExamPart;
export function candidateView(part: ExamPart): CandidateExamPart {
  const copy = structuredClone(part);
  switch (copy.section) {
    case 'listening': {
      const { transcript: _transcript, authorNotes: _notes, questionGroups, ...shown } = copy;
      return { ...shown, questionGroups: questionGroups.map(candidateGroup) };
    }
    case 'reading': {
      const { authorNotes: _notes, questionGroups, ...shown } = copy;
      return { ...shown, questionGroups: questionGroups.map(candidateGroup) };
    }
    case 'writing': {
      const { authorNotes: _notes, ...shown } = copy;
      return shown;
    }
  }
}
