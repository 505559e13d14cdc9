import { fillText, JUDGEMENT_CHOICES, PARTS_PER_SECTION, PdfTexts, type QuestionType } from '@cdi/contracts';
import { validateExamPart } from '@cdi/exam-core';
import type { ExtractionResult, PageBlock } from './extraction-types';
import { analysePage, numberRuns, OPTION_LINE_PATTERN } from './page-structure';

/**
 * "Make a draft exam part": turns an extracted mock-test PDF into the upload format of
 * docs/content-format.md. It reads only what the text makes clear (passage, question numbers, the
 * instructions' question type and word limit, A-D options, an answer key); whatever it had to guess is
 * listed in `unsure` with its JSON path, and the content is checked with the upload's own validation.
 */

export type DraftSection = 'reading' | 'listening';

export interface UnsureField {
  /** A JSON path in the content (or `solution.…`), like `questionGroups[1].instructions`. */
  path: string;
  reason: string;
}

export interface DraftGroupSummary {
  title?: string;
  type: QuestionType;
  numbers: number[];
}

export interface DraftPart {
  section: DraftSection;
  part: number;
  /** Passes ExamPartSchema unless `problems` says otherwise. */
  content: unknown;
  /** The solution file, when an answer key was found; null otherwise. */
  solution: unknown | null;
  unsure: UnsureField[];
  /** The upload validation's problems ("content: path: message"); empty when the draft would be accepted. */
  problems: string[];
  /** What was detected, for the review screen. */
  title: string;
  questionNumbers: number[];
  groups: DraftGroupSummary[];
}

type JudgementType = keyof typeof JUDGEMENT_CHOICES;
type TextCompletionType = 'sentence_completion' | 'summary_completion' | 'note_completion' | 'fill_in_blank';

/** What a group's instructions say about its questions. */
export type InstructionReading =
  | { type: JudgementType }
  | { type: 'multiple_choice'; choose: number }
  | { type: TextCompletionType | 'short_answer'; maxWords?: number }
  | { type: 'matching_headings' };

const WORD_NUMBERS: Record<string, number> = {
  ONE: 1,
  TWO: 2,
  THREE: 3,
  FOUR: 4,
  FIVE: 5,
  SIX: 6,
  SEVEN: 7,
  EIGHT: 8,
  NINE: 9,
  TEN: 10,
};
const wordNumber = (word: string) => WORD_NUMBERS[word.toUpperCase()] ?? Number(word);

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The word limit an instruction states: "NO MORE THAN TWO WORDS", "ONE WORD ONLY", "THREE WORDS AND/OR A NUMBER". */
export function parseWordLimit(instructions: string): number | undefined {
  const text = oneLine(instructions).toUpperCase();
  const limit =
    /\b(?:NO MORE THAN|NOT MORE THAN|UP TO|AT MOST|MAXIMUM(?: OF)?)\s+(\w+)\s+WORDS?\b/.exec(text) ??
    /\b(\w+)\s+WORDS?\s+(?:ONLY|AND\/OR A NUMBER|OR A NUMBER)\b/.exec(text) ??
    /\bWRITE\s+(\w+)\s+WORDS?\b/.exec(text);
  if (!limit?.[1]) return /\bA NUMBER\b/.test(text) && /\bWRITE\b/.test(text) ? 1 : undefined;
  const n = wordNumber(limit[1]);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : undefined;
}

/** The question type an instruction makes clear, or undefined when it does not. */
export function readInstructions(instructions: string): InstructionReading | undefined {
  const text = oneLine(instructions).toUpperCase();
  const trueFalse = /\bTRUE\b/.test(text) && /\bFALSE\b/.test(text);
  const yesNo = /\bYES\b/.test(text) && /\bNO\b(?!\s+MORE)/.test(text);
  const notGiven = /\bNOT GIVEN\b/.test(text);
  if (trueFalse) return { type: notGiven ? 'true_false_not_given' : 'true_false' };
  if (yesNo) return { type: notGiven ? 'yes_no_not_given' : 'yes_no' };
  if (/\bLIST OF HEADINGS\b|\bCORRECT HEADING\b/.test(text)) return { type: 'matching_headings' };
  const choose = /\bCHOOSE\s+(TWO|THREE|FOUR)\s+(?:LETTERS|ANSWERS)\b/.exec(text);
  if (choose?.[1]) return { type: 'multiple_choice', choose: wordNumber(choose[1]) };
  if (/\bCHOOSE THE CORRECT (?:LETTER|ANSWER)\b/.test(text)) return { type: 'multiple_choice', choose: 1 };
  const maxWords = parseWordLimit(text);
  const completion: [RegExp, TextCompletionType][] = [
    [/\bCOMPLETE (?:EACH|THE) SENTENCES?\b/, 'sentence_completion'],
    [/\bCOMPLETE THE SUMMARY\b/, 'summary_completion'],
    [/\bCOMPLETE THE NOTES\b/, 'note_completion'],
    [/\bFILL IN THE BLANKS?\b/, 'fill_in_blank'],
  ];
  const found = completion.find(([pattern]) => pattern.test(text));
  if (found) return { type: found[1], ...(maxWords !== undefined && { maxWords }) };
  if (/\bANSWER THE QUESTIONS?\b/.test(text)) return { type: 'short_answer', ...(maxWords !== undefined && { maxWords }) };
  return undefined;
}

/** A printed blank (underscores, dots or ellipses) as the format's {{blank}}; runs of 3+ only. */
export function markBlanks(text: string): string {
  return text.replace(/_{3,}|\.{4,}|…{2,}|(?:…\s*){2,}/g, '{{blank}}');
}

const stripNumber = (text: string) => text.replace(/^\(?\d{1,2}(?:[.)]|\s)\s*/, '');

/** A question's own text and its lettered options, from the lines the analyser kept together. */
export function splitOptions(questionText: string): { text: string; options: Record<string, string> } {
  const lines = questionText.split('\n');
  const stem: string[] = [];
  const options: Record<string, string> = {};
  let letterSeen = false;
  for (const line of lines) {
    const option = OPTION_LINE_PATTERN.exec(line.trim());
    const expected = String.fromCharCode(65 + Object.keys(options).length);
    if (option?.[1] === expected && option[2]) {
      options[option[1]] = option[2].trim();
      letterSeen = true;
    } else if (letterSeen && Object.keys(options).length > 0) {
      // A wrapped option goes on.
      const last = Object.keys(options).at(-1)!;
      options[last] = `${options[last]} ${line.trim()}`;
    } else stem.push(line);
  }
  return { text: oneLine(stripNumber(stem.join(' '))), options };
}

/** The option letters an instruction names: "A, B, C or D" → A-D; "A-F" → A-F. */
export function instructionLetters(instructions: string): string[] {
  const text = oneLine(instructions);
  const span = /\b([A-H])\s*[-–]\s*([A-H])\b/.exec(text);
  const last = span?.[2] ?? [...text.matchAll(/\b([A-H])\b(?=\s*(?:,|or\b|and\b|\.|$))/g)].map((m) => m[1]).at(-1) ?? 'D';
  return Array.from({ length: last.charCodeAt(0) - 64 }, (_, i) => String.fromCharCode(65 + i));
}

/** Gaps, repeats and numbers out of order in a list of question numbers, each with a reason. */
export function numberingIssues(numbers: readonly number[]): { number: number; reason: string }[] {
  const issues: { number: number; reason: string }[] = [];
  const seen = new Set<number>();
  let previous: number | undefined;
  for (const n of numbers) {
    if (seen.has(n)) issues.push({ number: n, reason: fillText(PdfTexts.unsureRepeated, { number: n }) });
    else if (previous !== undefined && n < previous)
      issues.push({ number: n, reason: fillText(PdfTexts.unsureOrder, { number: n, previous }) });
    else if (previous !== undefined && n > previous + 1) {
      const missing = previous + 2 === n ? `${previous + 1}` : `${previous + 1}-${n - 1}`;
      issues.push({ number: n, reason: fillText(PdfTexts.unsureGap, { missing, previous, number: n }) });
    }
    seen.add(n);
    previous = previous === undefined ? n : Math.max(previous, n);
  }
  return issues;
}

/** Answers of an answer key page: "1 FALSE", "7. glass lens", "12 B". */
export function parseAnswerKey(blocks: readonly PageBlock[]): Map<number, string> {
  const answers = new Map<number, string>();
  for (const block of blocks) {
    for (const line of block.text.split('\n')) {
      const match = /^(\d{1,2})[.)]?\s+(\S.*)$/.exec(line.trim());
      if (match?.[1] && match[2] && !answers.has(Number(match[1]))) answers.set(Number(match[1]), oneLine(match[2]));
    }
  }
  return answers;
}

interface RawGroup {
  range?: [number, number];
  /** Set on the later pieces of a completion group split where its numbers jump: the printed title. */
  splitFrom?: string;
  instructions: string[];
  questions: PageBlock[];
  others: PageBlock[];
}

const PASSAGE_HEADING = /^READING PASSAGE\s+(\d)\b/i;
const LISTENING_HEADING = /^(?:LISTENING\s+)?(?:SECTION|PART)\s+(\d)\b/i;
const ANSWER_KEY_HEADING = /^(?:answers?|answer key|key)\b/i;
const TIME_INSTRUCTION = /^you should spend\b/i;

interface Located extends PageBlock {
  index: number;
}

/** The passage's paragraphs, with their letters when every paragraph (after an introduction) starts with the next one. */
export function passageParagraphs(texts: readonly string[]): { letter?: string; text: string }[] {
  const lettered = (from: number) =>
    texts.length - from >= 2 &&
    texts.slice(from).every((text, i) => new RegExp(`^${String.fromCharCode(65 + i)}\\s+\\S`).test(text));
  const from = lettered(0) ? 0 : lettered(1) ? 1 : -1;
  return texts.map((text, i) =>
    from >= 0 && i >= from ? { letter: String.fromCharCode(65 + i - from), text: text.slice(1).trim() } : { text },
  );
}

function firstQuestionPart(section: DraftSection, first: number | undefined): number {
  if (first === undefined) return 1;
  const part = section === 'reading' ? (first <= 13 ? 1 : first <= 26 ? 2 : 3) : Math.ceil(first / 10);
  return Math.min(Math.max(part, 1), PARTS_PER_SECTION[section]);
}

/** The draft exam part of an extraction. Pure: the same result gives the same draft. */
export function draftExamPart(result: ExtractionResult): DraftPart {
  const blocks: Located[] = result.pages.flatMap(analysePage).map((block, index) => ({ ...block, index }));
  const unsure: UnsureField[] = [];

  // Where the answer key starts, if the PDF has one: nothing after it is content.
  const keyStart =
    blocks.find((block) => block.kind === 'heading' && ANSWER_KEY_HEADING.test(block.text))?.index ?? blocks.length;
  const content = blocks.slice(0, keyStart);
  const answers = parseAnswerKey(blocks.slice(keyStart + 1).filter((block) => block.kind !== 'heading'));

  // Section and part.
  const passageHeading = content.find((block) => block.kind === 'heading' && PASSAGE_HEADING.test(block.text));
  const listeningHeading = content.find((block) => block.kind === 'heading' && LISTENING_HEADING.test(block.text));
  const mentionsListening = /\blisten\b|\brecording\b|\byou will hear\b/i.test(result.fullText);
  const section: DraftSection = passageHeading || !(listeningHeading || mentionsListening) ? 'reading' : 'listening';
  if (!passageHeading && !listeningHeading) {
    unsure.push({ path: 'section', reason: section === 'reading' ? PdfTexts.unsureSection : PdfTexts.unsureSectionListening });
  }

  // The passage (or the part's opening) runs from its heading to the first question group.
  const startIndex = (passageHeading ?? listeningHeading)?.index ?? -1;
  const questionStart =
    content.find(
      (block) =>
        block.index > startIndex &&
        (block.kind === 'question' ||
          (block.kind === 'instruction' && (block.range !== undefined || !TIME_INSTRUCTION.test(block.text)))),
    )?.index ?? content.length;
  const opening = content.filter((block) => block.index < questionStart);
  const questionRegion = content.filter((block) => block.index >= questionStart);

  // Question groups.
  const raw: RawGroup[] = [];
  for (const block of questionRegion) {
    const current = raw.at(-1);
    const bodyStarted = current !== undefined && (current.questions.length > 0 || current.others.length > 0);
    if (block.kind === 'instruction' && block.range)
      raw.push({ range: block.range, instructions: [], questions: [], others: [] });
    else if (block.kind === 'instruction') {
      if (!current || bodyStarted) raw.push({ instructions: [oneLine(block.text)], questions: [], others: [] });
      else current.instructions.push(oneLine(block.text));
    } else {
      const group = current ?? { instructions: [], questions: [], others: [] };
      if (!current) raw.push(group);
      (block.kind === 'question' ? group.questions : group.others).push(block);
    }
  }

  // Question numbers: every one found, in order; repeats are dropped (and reported).
  const allNumbers = raw.flatMap((group) => group.questions.map((q) => q.questionNumber ?? 0));
  const issues = numberingIssues(allNumbers);
  const kept = new Set<number>();
  for (const group of raw) {
    group.questions = group.questions.filter((q) => {
      const n = q.questionNumber ?? 0;
      if (kept.has(n)) return false;
      kept.add(n);
      return true;
    });
  }
  const questionNumbers = [...kept];
  const grouped = splitCompletionRuns(raw);
  const firstNumber = questionNumbers[0];
  const lastNumber = questionNumbers.at(-1);

  let part: number;
  const stated = (passageHeading ? PASSAGE_HEADING : LISTENING_HEADING).exec((passageHeading ?? listeningHeading)?.text ?? '');
  const statedPart = stated?.[1] ? Number(stated[1]) : undefined;
  if (statedPart !== undefined && statedPart >= 1 && statedPart <= PARTS_PER_SECTION[section]) part = statedPart;
  else {
    part = firstQuestionPart(section, firstNumber);
    unsure.push({ path: 'part', reason: fillText(PdfTexts.unsurePart, { number: firstNumber ?? 1, part }) });
  }

  // Title: the heading after the passage heading (or the first other heading).
  const titleBlock = opening.find(
    (block) =>
      block.kind === 'heading' &&
      block.index > startIndex &&
      !PASSAGE_HEADING.test(block.text) &&
      !LISTENING_HEADING.test(block.text),
  );
  const titleField = section === 'reading' ? 'passage_title' : 'title';
  const title = titleBlock
    ? oneLine(titleBlock.text)
    : fillText(section === 'reading' ? PdfTexts.draftReadingTitle : PdfTexts.draftListeningTitle, { part });
  if (!titleBlock) unsure.push({ path: titleField, reason: PdfTexts.unsureTitle });

  const partInstructions = opening.filter((block) => block.kind === 'instruction').map((block) => oneLine(block.text));

  // Groups as content.
  const summaries: DraftGroupSummary[] = [];
  const groups = grouped.map((group, g) => buildGroup(group, g, unsure, summaries));
  if (groups.length === 0) unsure.push({ path: 'questionGroups', reason: PdfTexts.unsureNoQuestions });

  for (const issue of issues) {
    const g = grouped.findIndex((group) => group.questions.some((q) => q.questionNumber === issue.number));
    unsure.push({ path: g >= 0 ? `questionGroups[${g}]` : 'questionGroups', reason: issue.reason });
  }

  const questionRange = firstNumber !== undefined && lastNumber !== undefined ? `${firstNumber}-${lastNumber}` : undefined;
  const statedRange = opening.find((block) => block.kind === 'instruction' && /questions?\s+\d+\s*[-–]\s*\d+/i.test(block.text));
  if (statedRange && questionRange) {
    const match = /questions?\s+(\d+)\s*[-–]\s*(\d+)/i.exec(statedRange.text);
    if (match && `${match[1]}-${match[2]}` !== questionRange) {
      unsure.push({
        path: 'questionRange',
        reason: fillText(PdfTexts.unsureRange, { stated: `${match[1]}-${match[2]}`, found: questionRange }),
      });
    }
  }

  const base = {
    section,
    part,
    ...(section === 'reading' ? { passage_title: title } : { title }),
    ...(partInstructions.length > 0 && { instructions: partInstructions.join(' ') }),
    ...(questionRange && { questionRange }),
  };
  let contentJson: Record<string, unknown>;
  if (section === 'reading') {
    const texts = opening.filter(
      (block) => block.kind === 'paragraph' || (block.kind === 'heading' && block !== titleBlock && block !== passageHeading),
    );
    let sourceText = passageParagraphs(texts.map((block) => oneLine(block.text)));
    if (sourceText.length === 0) {
      sourceText = [{ text: PdfTexts.draftNoPassage }];
      unsure.push({ path: 'source_text', reason: PdfTexts.unsureNoPassage });
    }
    contentJson = { ...base, source_text: sourceText, questionGroups: groups };
  } else {
    contentJson = { ...base, questionGroups: groups };
  }

  const solution = answers.size > 0 ? buildSolution(section, part, grouped, groups, answers, unsure) : null;
  const validation = validateExamPart(contentJson, solution ?? undefined);
  const problems = validation.problems.map(
    (problem) => `${problem.file}: ${problem.path ? `${problem.path}: ` : ''}${problem.message}`,
  );

  return { section, part, content: contentJson, solution, unsure, problems, title, questionNumbers, groups: summaries };
}

type GroupJson = Record<string, unknown> & { type: QuestionType };

const TEXT_COMPLETIONS: readonly string[] = ['sentence_completion', 'summary_completion', 'note_completion', 'fill_in_blank'];

/**
 * A completion group's blanks are numbered from its firstNumber in order, so one whose printed numbers
 * jump (a question lost in extraction) is split at the jump: each piece keeps its own numbers, and the
 * gap stays visible to the numbering check instead of shifting every later blank.
 */
function splitCompletionRuns(groups: RawGroup[]): RawGroup[] {
  return groups.flatMap((group) => {
    const reading = readInstructions(group.instructions.join(' '));
    if (!reading || !TEXT_COMPLETIONS.includes(reading.type)) return [group];
    const runs: PageBlock[][] = [];
    for (const question of group.questions) {
      const run = runs.at(-1);
      const previous = run?.at(-1)?.questionNumber;
      if (run && previous !== undefined && question.questionNumber === previous + 1) run.push(question);
      else runs.push([question]);
    }
    if (runs.length <= 1) return [group];
    const title = group.range ? `Questions ${group.range[0]}-${group.range[1]}` : (group.instructions[0] ?? '');
    return runs.map((questions, i) =>
      i === 0 ? { ...group, questions } : { instructions: group.instructions, questions, others: [], splitFrom: title },
    );
  });
}

function buildGroup(group: RawGroup, g: number, unsure: UnsureField[], summaries: DraftGroupSummary[]): GroupJson {
  const path = `questionGroups[${g}]`;
  const numbers = group.questions.map((q) => q.questionNumber ?? 0);
  const title = group.range
    ? `Questions ${group.range[0]}${group.range[1] !== group.range[0] ? `-${group.range[1]}` : ''}`
    : undefined;
  if (group.range && numbers.length > 0 && (numbers[0] !== group.range[0] || numbers.at(-1) !== group.range[1])) {
    unsure.push({
      path: `${path}.title`,
      reason: fillText(PdfTexts.unsureGroupTitle, { title: title ?? '', found: numberRuns(numbers) }),
    });
  }
  let instructions = group.instructions.join(' ');
  if (!instructions) {
    instructions = PdfTexts.draftNoInstructions;
    unsure.push({ path: `${path}.instructions`, reason: PdfTexts.unsureNoInstructions });
  }
  const reading = readInstructions(instructions);
  const base = { ...(title && { title }), instructions };
  const questionTexts = group.questions.map((q) => oneLine(stripNumber(q.text)));
  const plainQuestions = group.questions.map((q, i) => ({
    number: q.questionNumber ?? 0,
    text: questionTexts[i] || fillText(PdfTexts.draftQuestion, { number: q.questionNumber ?? 0 }),
  }));
  const summarise = (json: GroupJson) => {
    summaries.push({ ...(title && { title }), type: json.type, numbers });
    return json;
  };
  const neutral = (reason: string): GroupJson => {
    unsure.push({ path: `${path}.type`, reason });
    return summarise({ type: 'short_answer', ...base, questions: plainQuestions });
  };

  if (group.questions.length === 0) {
    unsure.push({ path: `${path}.questions`, reason: PdfTexts.unsureGroupEmpty });
    return summarise({
      type: 'short_answer',
      ...base,
      questions: [{ number: group.range?.[0] ?? 1, text: PdfTexts.draftNoQuestion }],
    });
  }
  if (!reading) return neutral(PdfTexts.unsureType);

  switch (reading.type) {
    case 'true_false':
    case 'true_false_not_given':
    case 'yes_no':
    case 'yes_no_not_given':
      return summarise({ type: reading.type, ...base, questions: plainQuestions });
    case 'multiple_choice': {
      const letters = instructionLetters(instructions);
      const questions = group.questions.map((q, i) => {
        const { text, options } = splitOptions(q.text);
        const found = Object.keys(options).length >= 2;
        if (!found) {
          unsure.push({ path: `${path}.questions[${i}].options`, reason: PdfTexts.unsureOptions });
        }
        return {
          number: q.questionNumber ?? 0,
          text: text || fillText(PdfTexts.draftQuestion, { number: q.questionNumber ?? 0 }),
          options: found ? options : Object.fromEntries(letters.map((letter) => [letter, letter])),
          ...(reading.choose > 1 && { allowMultiple: true, maxSelections: reading.choose }),
        };
      });
      return summarise({ type: 'multiple_choice', ...base, questions });
    }
    case 'short_answer': {
      if (reading.maxWords === undefined) unsure.push({ path: `${path}.maxWords`, reason: PdfTexts.unsureWordLimit });
      return summarise({ type: 'short_answer', ...base, maxWords: reading.maxWords ?? 3, questions: plainQuestions });
    }
    case 'matching_headings':
      return neutral(PdfTexts.unsureHeadings);
    default: {
      // Text completion: one paragraph per numbered sentence, its blank marked.
      if (reading.maxWords === undefined) unsure.push({ path: `${path}.maxWords`, reason: PdfTexts.unsureWordLimit });
      const paragraphs = questionTexts.map((text, i) => {
        let content = markBlanks(text);
        const blanks = content.split('{{blank}}').length - 1;
        if (blanks !== 1) {
          unsure.push({
            path: `${path}.paragraphs[${i}].content`,
            reason: blanks === 0 ? PdfTexts.unsureNoBlank : fillText(PdfTexts.unsureBlanks, { count: blanks }),
          });
          if (blanks === 0) content = `${content} {{blank}}`;
        }
        return { content };
      });
      if (group.splitFrom !== undefined)
        unsure.push({ path, reason: fillText(PdfTexts.unsureSplit, { title: group.splitFrom }) });
      return summarise({
        type: reading.type,
        ...base,
        maxWords: reading.maxWords ?? 3,
        firstNumber: numbers[0] ?? 1,
        paragraphs,
      });
    }
  }
}

const JUDGEMENT_SHORT: Record<string, string> = { T: 'TRUE', F: 'FALSE', NG: 'NOT GIVEN', Y: 'YES', N: 'NO' };

function buildSolution(
  section: DraftSection,
  part: number,
  raw: RawGroup[],
  groups: GroupJson[],
  answers: Map<number, string>,
  unsure: UnsureField[],
): unknown {
  const entries: Record<string, { accept: string[] } | { letters: string[] }> = {};
  groups.forEach((group, g) => {
    for (const question of raw[g]?.questions ?? []) {
      const n = question.questionNumber ?? 0;
      const answer = answers.get(n);
      if (answer === undefined) {
        unsure.push({ path: `solution.answers["${n}"]`, reason: fillText(PdfTexts.unsureNoAnswer, { number: n }) });
        continue;
      }
      const upper = answer.toUpperCase();
      if (group.type in JUDGEMENT_CHOICES) entries[n] = { accept: [JUDGEMENT_SHORT[upper] ?? upper] };
      else if (group.type === 'multiple_choice') {
        const letters = upper.match(/\b[A-H]\b/g) ?? [upper];
        entries[n] = letters.length > 1 ? { letters } : { accept: [letters[0] ?? upper] };
      } else entries[n] = { accept: [answer] };
    }
  });
  return { section, part, answers: entries };
}
