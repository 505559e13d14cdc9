import { SECTION_ORDER, type AttemptSnapshot, type ExamSection, type SectionState } from '@cdi/contracts';

/**
 * Where a section stands for this candidate, from the server's attempt state (never from the URL):
 * - open: being sat now; ready: may be started (its rules page); locked: an earlier one is unfinished;
 * - completed: done; absent: the test has no such section.
 */
export type SectionGate = 'open' | 'ready' | 'locked' | 'completed' | 'absent';

export function sectionGate(snapshot: AttemptSnapshot, section: ExamSection): SectionGate {
  const state = snapshot.sections.find((s) => s.section === section);
  if (!state) return 'absent';
  if (snapshot.status === 'completed' && state.status !== 'completed') return 'completed';
  switch (state.status) {
    case 'open':
      return 'open';
    case 'completed':
      return 'completed';
    case 'available':
      // Only one section runs at a time: while another is open, this one waits its turn.
      return snapshot.sections.some((s) => s.status === 'open') ? 'locked' : 'ready';
    case 'locked':
      return 'locked';
  }
}

/** The attempt's sections in sitting order. */
export function sittingOrder(snapshot: AttemptSnapshot): SectionState[] {
  return SECTION_ORDER.flatMap((section) => snapshot.sections.filter((state) => state.section === section));
}

/** What the candidate should do next: sit the open section, start the next one, or nothing (finished). */
export type NextStep = { kind: 'sit'; section: ExamSection } | { kind: 'start'; section: ExamSection } | { kind: 'finished' };

export function nextStep(snapshot: AttemptSnapshot): NextStep {
  if (snapshot.status === 'completed') return { kind: 'finished' };
  const sections = sittingOrder(snapshot);
  const open = sections.find((s) => s.status === 'open');
  if (open) return { kind: 'sit', section: open.section };
  const ready = sections.find((s) => s.status === 'available');
  return ready ? { kind: 'start', section: ready.section } : { kind: 'finished' };
}

/** The section after this one in the attempt, if any. */
export function sectionAfter(snapshot: AttemptSnapshot, section: ExamSection): ExamSection | undefined {
  const sections = sittingOrder(snapshot);
  const index = sections.findIndex((s) => s.section === section);
  return index < 0 ? undefined : sections[index + 1]?.section;
}

// ---- routes of the candidate's journey ----

export const JourneyPaths = {
  welcome: '/welcome',
  overview: '/ielts-test',
  /** The rules of the whole sitting: a plain signed-in page, no attempt needed. */
  sittingRules: '/ielts-rule',
  rules: { listening: '/listening-rules', reading: '/reading-rules', writing: '/writing-rules' },
  genericRules: '/section-rules/:section',
  session: '/sessions/:section',
  sectionCompleted: '/section-completed',
  thankYou: '/thank-you',
  submitted: '/test-submitted',
} as const;

export function sessionPath(section: ExamSection): string {
  return `/sessions/${section}`;
}

export function rulesPath(section: ExamSection): string {
  return JourneyPaths.rules[section];
}

export function sectionCompletedPath(section: ExamSection): string {
  return `${JourneyPaths.sectionCompleted}?section=${section}`;
}

/** Where a step takes the candidate: the open section's screen, the next section's rules, or the thank-you page. */
export function nextStepPath(step: NextStep): string {
  switch (step.kind) {
    case 'sit':
      return sessionPath(step.section);
    case 'start':
      return rulesPath(step.section);
    case 'finished':
      return JourneyPaths.thankYou;
  }
}

/**
 * Adds the test id the journey is about, so a copied link or a reload finds the same attempt (the
 * thank-you page too: it asks the server how that attempt ended).
 */
export function withTestId(path: string, testId: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}testId=${encodeURIComponent(testId)}`;
}
