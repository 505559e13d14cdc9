import type { QuestionPart, Solution } from '@cdi/contracts';
import { partAnswerSlots, type AnswerSlot } from './answer-slots';
import { markAnswer } from './answers';

/** One answer slot marked: a choose-N slot covers several question numbers and earns one mark per letter. */
export interface QuestionMark {
  /** The slot's key in the answers map: its first question number, as text. */
  question: string;
  numbers: number[];
  marks: number;
  max: number;
  /** As the candidate gave it; '' when unanswered. */
  answer: string;
  /** Every mark the slot offers was earned. */
  correct: boolean;
}

export interface PartsMark {
  raw: number;
  max: number;
  /** In question order, unanswered slots included. */
  questions: QuestionMark[];
}

/** What a slot offers: one mark, or one per letter of a choose-N. */
const slotMax = (slot: AnswerSlot) => (slot.expects.kind === 'letters' ? slot.expects.count : 1);

type Answers = Readonly<Record<string, string | null | undefined>>;

function markSlot(slot: AnswerSlot, solution: Solution, answers: Answers): QuestionMark {
  const question = String(slot.number);
  const entry = Object.hasOwn(solution.answers, question) ? solution.answers[question] : undefined;
  const given = Object.hasOwn(answers, question) ? answers[question] : undefined;
  const answer = typeof given === 'string' ? given : '';
  const max = slotMax(slot);
  const marks = entry ? Math.min(markAnswer(answer, entry, slot.expects), max) : 0;
  return { question, numbers: [...slot.numbers], marks, max, answer, correct: marks === max };
}

const total = (questions: readonly QuestionMark[], field: 'marks' | 'max') => questions.reduce((sum, q) => sum + q[field], 0);

/**
 * Marks one part's answers (question number as text → answer) against its solution, slot by slot:
 * each slot's limit and kind from the part, its key from the solution. A slot without an answer, or
 * (in a solution that failed its upload check) without a key, scores 0. Pure: the result depends only
 * on the values, never on the answers' key order.
 */
export function markPart(part: QuestionPart, solution: Solution, answers: Answers): PartsMark {
  return markSectionParts([{ part, solution }], answers);
}

/** Marks a section's parts together: raw and max summed, the slots of every part in question order. */
export function markSectionParts(parts: readonly { part: QuestionPart; solution: Solution }[], answers: Answers): PartsMark {
  const questions = parts
    .flatMap(({ part, solution }) => partAnswerSlots(part).map((slot) => markSlot(slot, solution, answers)))
    .sort((a, b) => Number(a.question) - Number(b.question));
  return { raw: total(questions, 'marks'), max: total(questions, 'max'), questions };
}
