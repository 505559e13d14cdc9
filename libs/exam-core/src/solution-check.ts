import { formatContentPath } from '@cdi/contracts';
import type { ContentProblem, QuestionPart, Solution, SolutionEntry } from '@cdi/contracts';
import { partAnswerSlots, type AnswerSlot, type SlotExpects } from './answer-slots';
import { countAnswerWords, expandKey, matchesChoice, withinAnswerLimit } from './answer-rules';

const at = (key: string, ...rest: PropertyKey[]) => formatContentPath(['answers', key, ...rest]);

/** Problems with one entry, given what its slot expects. */
function entryProblems(key: string, slot: AnswerSlot, entry: SolutionEntry): ContentProblem[] {
  const { expects } = slot;
  if (expects.kind === 'letters') {
    if (!entry.letters) return [{ path: at(key), message: `Question ${key} is a choose-${expects.count}: give "letters"` }];
    const problems =
      entry.letters.length === expects.count
        ? []
        : [{ path: at(key, 'letters'), message: `Give exactly ${expects.count} letters` }];
    return problems.concat(notAnOption(expects.keys, entry.letters, key, 'letters'));
  }
  if (!entry.accept) return [{ path: at(key), message: `Question ${key} takes one answer: give "accept", not "letters"` }];
  switch (expects.kind) {
    case 'option':
      return notAnOption(expects.keys, entry.accept, key, 'accept');
    case 'judgement':
      return entry.accept.flatMap((answer, i) =>
        expects.choices.some((choice) => matchesChoice(answer, choice))
          ? []
          : [{ path: at(key, 'accept', i), message: `"${answer}" is not one of ${expects.choices.join(', ')}` }],
      );
    case 'text':
      return entry.accept.flatMap((answer, i) => {
        const message = limitProblem(answer, expects);
        return message ? [{ path: at(key, 'accept', i), message }] : [];
      });
  }
}

/** The first reading of a key over the slot's limit, as a problem message; every expansion is checked. */
function limitProblem(key: string, expects: Extract<SlotExpects, { kind: 'text' }>): string | undefined {
  const over = expandKey(key).find((answer) => !withinAnswerLimit(answer, expects));
  if (over === undefined) return undefined;
  const reading = over === key ? `"${over}"` : `"${over}" (from "${key}")`;
  const limit = expects.allowsNumber ? `${expects.maxWords} and a number` : `${expects.maxWords}`;
  return `${reading} has ${countAnswerWords(over)} words; the limit is ${limit}`;
}

function notAnOption(keys: string[], given: string[], key: string, field: string): ContentProblem[] {
  const known = new Set(keys.map((k) => k.toUpperCase()));
  return given.flatMap((value, i) =>
    known.has(value.toUpperCase())
      ? []
      : [{ path: at(key, field, i), message: `"${value}" is not one of the options ${keys.join(', ')}` }],
  );
}

/**
 * Does the solution fit the part? Same section and part, an answer for every slot and none for
 * questions the part lacks, and each answer of the right kind (option keys, letters, TRUE/FALSE/NOT
 * GIVEN, typed answers within the word limit in every reading of their key). The key syntax itself
 * (balanced parentheses, no empty alternative) is checked when the file is parsed.
 */
export function checkSolution(part: QuestionPart, solution: Solution): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (solution.section !== part.section) {
    problems.push({ path: 'section', message: `The solution is for ${solution.section} but the part is ${part.section}` });
  }
  if (solution.part !== part.part) {
    problems.push({ path: 'part', message: `The solution is for part ${solution.part} but the content is part ${part.part}` });
  }
  const slots = partAnswerSlots(part);
  const byKey = new Map(slots.map((slot) => [String(slot.number), slot]));
  const coveredBy = new Map(slots.flatMap((slot) => slot.numbers.slice(1).map((n) => [String(n), slot.number] as const)));

  for (const slot of slots) {
    const key = String(slot.number);
    const entry = solution.answers[key];
    if (entry === undefined) problems.push({ path: at(key), message: `Question ${key} has no answer` });
    else problems.push(...entryProblems(key, slot, entry));
  }
  for (const key of Object.keys(solution.answers)) {
    if (byKey.has(key)) continue;
    const owner = coveredBy.get(key);
    problems.push({
      path: at(key),
      message:
        owner === undefined
          ? `There is no question ${key} in this part`
          : `Question ${key} belongs to question ${owner}'s choice of letters: list all its letters under "${owner}"`,
    });
  }
  return problems;
}
