import {
  EXAM_SECTIONS,
  PARTS_PER_SECTION,
  QUESTIONS_PER_SECTION,
  SECTION_MINUTES,
  SECTION_ORDER,
  WRITING_MIN_WORDS,
  WRITING_TIME_MINUTES,
  type ExamSection,
} from '@cdi/contracts';

/** The sections a rules page exists for: the exam's three, and speaking, which has no screen yet. */
export const RULES_SECTIONS = [...EXAM_SECTIONS, 'speaking'] as const;
export type RulesSection = (typeof RULES_SECTIONS)[number];

/** Time at the end of the listening section for transferring answers. */
export const LISTENING_TRANSFER_MINUTES = 10;

export function parseRulesSection(value: string | undefined): RulesSection | null {
  return RULES_SECTIONS.find((section) => section === value) ?? null;
}

/** 'Listening', 'Speaking': as the pages name a section. */
export function sectionTitle(section: RulesSection): string {
  return section.charAt(0).toUpperCase() + section.slice(1);
}

export function isExamSection(section: RulesSection): section is ExamSection {
  return section !== 'speaking';
}

const AUTOSAVE_RULE = 'Your answers are saved automatically as you work; you do not need to press save.';
const TIME_UP_RULE = 'When the time is up the section ends and the answers you have given are kept.';

/**
 * What the candidate agrees to before a section starts. `minutes` is how long this candidate's
 * section runs (the standard time unless their arrangements give extra); more than the standard
 * time is said first, so the candidate knows their timer will show it.
 */
export function sectionRules(section: RulesSection, minutes?: number): string[] {
  if (!isExamSection(section)) return sectionRulesFor(section, 0);
  const standard = SECTION_MINUTES[section];
  const own = minutes ?? standard;
  const rules = sectionRulesFor(section, own);
  return own > standard
    ? [`Your special arrangements give you ${own} minutes for this section instead of the standard ${standard}.`, ...rules]
    : rules;
}

function sectionRulesFor(section: RulesSection, minutes: number): string[] {
  switch (section) {
    case 'listening':
      return [
        `The listening test has ${PARTS_PER_SECTION.listening} parts and ${QUESTIONS_PER_SECTION} questions.`,
        'Each recording is heard once only. You cannot pause, rewind or replay it.',
        'The recording starts by itself. Check that your headphones work and the volume suits you before you begin.',
        'Read the questions of each part before its recording starts.',
        'Answer the questions while you listen.',
        'Follow the word limit in each instruction; answers over the limit are marked wrong.',
        'Spelling and grammar count.',
        'Move between parts with the tabs and between questions with the numbered buttons at the bottom of the screen.',
        `You have ${LISTENING_TRANSFER_MINUTES} minutes at the end to transfer and check your answers.`,
        `${AUTOSAVE_RULE} ${TIME_UP_RULE}`,
      ];
    case 'reading':
      return [
        `The reading test has ${PARTS_PER_SECTION.reading} passages and ${QUESTIONS_PER_SECTION} questions.`,
        `You have ${minutes} minutes for the whole section, including checking your answers; there is no extra transfer time.`,
        'The passage is on the left and its questions on the right; drag the divider to resize them.',
        'Follow the word limit in each instruction; answers over the limit are marked wrong.',
        'Move between passages with the tabs at the bottom of the screen.',
        AUTOSAVE_RULE,
        TIME_UP_RULE,
      ];
    case 'writing':
      return [
        `The writing test has ${PARTS_PER_SECTION.writing} tasks and lasts ${minutes} minutes.`,
        `Task 1: write at least ${WRITING_MIN_WORDS[1]} words. Spend about ${WRITING_TIME_MINUTES[1]} minutes on it.`,
        `Task 2: write at least ${WRITING_MIN_WORDS[2]} words. Spend about ${WRITING_TIME_MINUTES[2]} minutes on it.`,
        'Task 2 counts for more of the writing score than Task 1.',
        'The word count under each answer shows how many words you have written.',
        'Switch between the tasks with the tabs at the bottom of the screen.',
        AUTOSAVE_RULE,
        TIME_UP_RULE,
      ];
    case 'speaking':
      return [
        'The speaking test is a conversation with an examiner in three parts.',
        'Speak clearly and answer in full sentences where you can.',
        'You may ask the examiner to repeat a question.',
      ];
  }
}

/** The rules of the whole sitting (/ielts-rule): what holds across the sections. */
export function sittingRules(): string[] {
  const sections = SECTION_ORDER.map(sectionTitle);
  const [first, ...rest] = SECTION_ORDER.map((section) => `${sectionTitle(section)} ${SECTION_MINUTES[section]} minutes`);
  return [
    `The test has ${sections.length} sections, sat in this order: ${sections.join(', then ')}.`,
    `${first!.replace(' ', ' lasts ')}, ${rest.join(' and ')}. A section's clock starts when you begin it.`,
    'Before each section you read its rules and confirm them; the section starts only when you begin it.',
    'A section you have finished, or whose time is up, is closed: you cannot go back to it or change its answers.',
    AUTOSAVE_RULE,
    'You may use the tools of the exam screen: highlighting, notes, text size, contrast and hiding the screen.',
    'Phones, books, notes, dictionaries and other websites or programs are not allowed during the test.',
    'If you need help, raise your hand and wait for the invigilator; do not talk to other candidates.',
  ];
}
