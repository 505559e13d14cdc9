import {
  ITEM_DISCRIMINATION_MIN_SITTINGS,
  ITEM_FLAG_LIMITS,
  ITEM_WRONG_ANSWERS_SHOWN,
  type ExamPart,
  type ItemFlag,
  type ItemKind,
  type ItemSection,
  type ItemStatistic,
  type Solution,
} from '@cdi/contracts';
import { comparableAnswer, matchesChoice } from './answer-rules';
import { partAnswerSlots, type SlotExpects } from './answer-slots';
import { isAnswered, parseLetters } from './answers';
import { paperNumbering } from './paper-numbering';
import { acceptedAnswers } from './results';

/** One question of a section as its paper shows it, with what it offers and its key. */
export interface ItemSlot {
  /** The shown number of its first question, as text: the key of the sitting's marked questions. */
  question: string;
  numbers: number[];
  kind: ItemKind;
  /** The options (or letters, or judgement choices) a choice item offers; empty for a typed one. */
  choices: string[];
  /** The key's answers in full; for a choose-N, its letters one by one. */
  key: string[];
}

/** One marked sitting of the section: its raw score and each question's answer and marks. */
export interface MarkedSitting {
  raw: number;
  questions: readonly { question: string; answer: string; marks: number; max_marks: number }[];
}

const choicesOf = (expects: SlotExpects): string[] =>
  expects.kind === 'text' ? [] : expects.kind === 'judgement' ? [...expects.choices] : expects.keys;

/**
 * A section's questions as its paper numbers them: every part in slot order (numbered whether keyed
 * or not), each slot's kind, choices and key.
 */
export function sectionItemSlots(partsInSlotOrder: readonly { content: ExamPart; solution: Solution | null }[]): ItemSlot[] {
  const numbering = paperNumbering(partsInSlotOrder.map((p) => p.content));
  return partsInSlotOrder
    .flatMap(({ content, solution }, i) => {
      const shown = (authored: number) => numbering.parts[i]?.get(authored) ?? authored;
      return partAnswerSlots(content).map((slot): ItemSlot => {
        const entry =
          solution && Object.hasOwn(solution.answers, String(slot.number)) ? solution.answers[String(slot.number)] : undefined;
        return {
          question: String(shown(slot.number)),
          numbers: slot.numbers.map(shown),
          kind: slot.expects.kind,
          choices: choicesOf(slot.expects),
          key: entry?.letters ? entry.letters.map((l) => l.toUpperCase()) : acceptedAnswers(entry),
        };
      });
    })
    .sort((a, b) => Number(a.question) - Number(b.question));
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Pearson's correlation, or null when either series does not vary (or is too short to). */
function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const dx = x - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  if (sxx === 0 || syy === 0) return null;
  return clampUnit(sxy / Math.sqrt(sxx * syy));
}

const clampUnit = (value: number) => Math.max(-1, Math.min(1, value));

/** Each chosen option counted, in the choices' order; a choose-N counts each of its letters. */
function optionCounts(slot: ItemSlot, answers: readonly string[]): ItemStatistic['options'] {
  if (slot.kind === 'text') return [];
  const chosen = (answer: string): string[] => {
    if (slot.kind === 'letters') return parseLetters(answer);
    const match = slot.choices.find((choice) => matchesChoice(answer, choice));
    return match ? [match] : [];
  };
  const counts = new Map(slot.choices.map((choice) => [choice, 0]));
  for (const answer of answers) for (const key of chosen(answer)) if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  const correct = (choice: string) =>
    slot.kind === 'letters' ? slot.key.includes(choice) : slot.key.some((key) => matchesChoice(choice, key));
  return slot.choices.map((key) => ({ key, count: counts.get(key)!, correct: correct(key) }));
}

/**
 * A typed item's wrong answers, the same answer however it was typed (as the marking compares them:
 * case, spacing and the way numbers are written aside) counted together under its first typed form;
 * most frequent first, then alphabetically.
 */
function commonWrongAnswers(given: readonly { answer: string; right: boolean }[]): ItemStatistic['wrong_answers'] {
  const groups = new Map<string, { answer: string; count: number }>();
  for (const { answer, right } of given) {
    if (right || !isAnswered(answer)) continue;
    const key = comparableAnswer(answer);
    const group = groups.get(key) ?? { answer: answer.trim(), count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer))
    .slice(0, ITEM_WRONG_ANSWERS_SHOWN);
}

function flagsOf(sittings: number, facility: number, discrimination: number | null, pointBiserial: number | null): ItemFlag[] {
  const flags: ItemFlag[] = [];
  // Nothing to judge an item by before anyone has sat it.
  if (sittings === 0) return flags;
  if (facility > ITEM_FLAG_LIMITS.tooEasyAbove) flags.push('too_easy');
  if (facility < ITEM_FLAG_LIMITS.tooHardBelow) flags.push('too_hard');
  if ((discrimination ?? pointBiserial ?? 0) < 0) flags.push('negative_discrimination');
  return flags;
}

/**
 * Item statistics of one section across its marked sittings, per question in paper order.
 * Facility: the mean share of the item's marks earned. Discrimination: facility in the upper third of
 * sittings by raw score minus that in the lower third (thirds of floor(n / 3) sittings; the order
 * among equal scores is the order given). Point-biserial: the item's score against the rest of the
 * section's score (the item itself left out, so it does not correlate with itself). Flags: see
 * ITEM_FLAG_LIMITS; negative discrimination by the thirds, or by the point-biserial below 3 sittings.
 */
export function analyseItems(
  section: ItemSection,
  slots: readonly ItemSlot[],
  sittings: readonly MarkedSitting[],
  acceptedByCentre: Readonly<Record<string, readonly string[]>> = {},
): ItemStatistic[] {
  const ranked = [...sittings].sort((a, b) => b.raw - a.raw);
  const third = Math.floor(ranked.length / 3);
  return slots.map((slot) => {
    const marked = ranked.map((sitting) => {
      const q = sitting.questions.find((question) => question.question === slot.question);
      const max = q?.max_marks ?? 1;
      const marks = q?.marks ?? 0;
      return { answer: q?.answer ?? '', score: marks / max, marks, rest: sitting.raw - marks, right: marks === max };
    });
    const scores = marked.map((m) => m.score);
    const facility = scores.length ? mean(scores) : 0;
    const discrimination =
      ranked.length >= ITEM_DISCRIMINATION_MIN_SITTINGS
        ? clampUnit(mean(scores.slice(0, third)) - mean(scores.slice(ranked.length - third)))
        : null;
    const pointBiserial = correlation(
      scores,
      marked.map((m) => m.rest),
    );
    return {
      section,
      question: slot.question,
      numbers: slot.numbers,
      kind: slot.kind,
      sittings: marked.length,
      blank: marked.filter((m) => !isAnswered(m.answer)).length,
      facility,
      discrimination,
      point_biserial: pointBiserial,
      options: optionCounts(
        slot,
        marked.map((m) => m.answer),
      ),
      wrong_answers: slot.kind === 'text' ? commonWrongAnswers(marked) : [],
      key: slot.key,
      accepted_by_centre: [...(acceptedByCentre[slot.question] ?? [])],
      flags: flagsOf(marked.length, facility, discrimination, pointBiserial),
    };
  });
}

/**
 * The parts' keys with the alternatives a centre accepted for its assignment added, by the shown
 * question number they were accepted for (the paper's numbering of these parts in this order). A
 * choose-N's or a choice's key is never widened: only typed answers are accepted.
 */
export function withAcceptedAlternatives<P extends { content: ExamPart; solution: Solution | null }>(
  partsInSlotOrder: readonly P[],
  acceptedByShownQuestion: Readonly<Record<string, readonly string[]>>,
): P[] {
  if (Object.keys(acceptedByShownQuestion).length === 0) return [...partsInSlotOrder];
  const numbering = paperNumbering(partsInSlotOrder.map((p) => p.content));
  return partsInSlotOrder.map((part, i) => {
    if (!part.solution) return part;
    const answers = { ...part.solution.answers };
    for (const [authored, shown] of numbering.parts[i] ?? []) {
      const extra = acceptedByShownQuestion[String(shown)];
      const entry = answers[String(authored)];
      if (!extra?.length || !entry || entry.letters) continue;
      answers[String(authored)] = { ...entry, accept: [...(entry.accept ?? []), ...extra] };
    }
    return { ...part, solution: { ...part.solution, answers } };
  });
}
