import { SECTION_ORDER, type AttemptSnapshot, type ExamSection } from '@cdi/contracts';
import {
  JourneyPaths,
  nextStep,
  nextStepPath,
  rulesPath,
  sectionAfter,
  sectionCompletedPath,
  sectionGate,
  sessionPath,
  sittingOrder,
  type SectionGate,
} from '../../session/lib/journey';

/** Where the candidate should be now, by the server's attempt state. */
export function currentStepPath(snapshot: AttemptSnapshot): string {
  return nextStepPath(nextStep(snapshot));
}

// ---- the route into and between sections ----
// Every page of the journey asks here whether to show itself or send the candidate on, so that every
// way into a section passes its rules page once, a section that has started is only ever gone back
// to, and the browser's Back never lands on a page offering to start what has started.

/**
 * What a section's rules page shows: the rules with the begin button (only before the section starts),
 * a forward to where the candidate belongs, or a locked view pointing there. The listening rules page is
 * where the dashboard sends every start and continue, so it forwards anyone past it instead.
 */
export type RulesView = { kind: 'rules' } | { kind: 'forward'; to: string } | { kind: 'locked'; to: string };

export function rulesView(snapshot: AttemptSnapshot, section: ExamSection, { entry }: { entry: boolean }): RulesView {
  const gate = sectionGate(snapshot, section);
  if (gate === 'ready') return { kind: 'rules' };
  const to = currentStepPath(snapshot);
  // A running section goes straight back to its screen; a finished one on to the current step.
  if (entry || gate === 'open' || gate === 'completed') return { kind: 'forward', to };
  return { kind: 'locked', to };
}

/** Where a section is entered from the test overview: its rules page before it starts, its screen while it runs. */
export function sectionEntryPath(snapshot: AttemptSnapshot, section: ExamSection): string | null {
  switch (sectionGate(snapshot, section)) {
    case 'ready':
      return rulesPath(section);
    case 'open':
      return sessionPath(section);
    default:
      return null;
  }
}

/** What /sessions/{section} shows: the running section, a forward (to its rules, or on once it closed), or a locked view. */
export type SessionView = { kind: 'sit' } | { kind: 'forward'; to: string } | { kind: 'locked'; to: string };

export function sessionView(snapshot: AttemptSnapshot, section: ExamSection): SessionView {
  switch (sectionGate(snapshot, section)) {
    case 'open':
      return { kind: 'sit' };
    case 'ready':
      return { kind: 'forward', to: rulesPath(section) };
    case 'completed': {
      if (snapshot.status === 'completed') return { kind: 'forward', to: JourneyPaths.thankYou };
      const completed = sectionCompletedView(snapshot, section);
      return { kind: 'forward', to: completed.kind === 'completed' ? sectionCompletedPath(section) : completed.to };
    }
    case 'locked':
    case 'absent':
      return { kind: 'locked', to: currentStepPath(snapshot) };
  }
}

// ---- test overview ----

export type OverviewStatus = 'completed' | 'in_progress' | 'not_completed' | 'locked';

export const OVERVIEW_STATUS_LABELS: Record<OverviewStatus, string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  not_completed: 'Not Completed',
  locked: 'Locked',
};

/** The overview's status for a section's gate; null for a section the test does not have. */
export function overviewStatus(gate: SectionGate): OverviewStatus | null {
  switch (gate) {
    case 'completed':
      return 'completed';
    case 'open':
      return 'in_progress';
    case 'ready':
      return 'not_completed';
    case 'locked':
      return 'locked';
    case 'absent':
      return null;
  }
}

export interface OverviewCard {
  section: ExamSection;
  minutes: number;
  status: OverviewStatus;
}

/** How long the candidate's section runs, in whole minutes (their arrangements included); undefined when the attempt lacks it. */
export function sectionMinutes(snapshot: AttemptSnapshot, section: ExamSection): number | undefined {
  const state = snapshot.sections.find((s) => s.section === section);
  return state && minutesOf(state);
}

const minutesOf = (state: { durationSeconds: number }) => Math.round(state.durationSeconds / 60);

/** One card per section of the attempt, in sitting order, with its running time and status. */
export function overviewCards(snapshot: AttemptSnapshot): OverviewCard[] {
  return sittingOrder(snapshot).flatMap((state) => {
    const status = overviewStatus(sectionGate(snapshot, state.section));
    return status ? [{ section: state.section, minutes: minutesOf(state), status }] : [];
  });
}

/** Only a section that can be started or is being sat opens up; completed and locked ones stay shut. */
export function canExpand(card: OverviewCard): boolean {
  return card.status === 'in_progress' || card.status === 'not_completed';
}

const asSection = (value: string | null): ExamSection | undefined => SECTION_ORDER.find((section) => section === value);

/**
 * The card to open first. The `section` query parameter, or else the section after `completed`, only
 * picks among the cards that may open; otherwise the active card is the next unfinished section.
 */
export function initiallyExpanded(
  cards: readonly OverviewCard[],
  query: { section: string | null; completed: string | null },
): ExamSection | null {
  const completed = asSection(query.completed);
  const requested = asSection(query.section) ?? (completed && SECTION_ORDER[SECTION_ORDER.indexOf(completed) + 1]);
  const expandable = cards.filter(canExpand);
  return (expandable.find((card) => card.section === requested) ?? expandable[0])?.section ?? null;
}

// ---- section completed page ----

export type SectionCompletedView =
  | { kind: 'not-completed'; to: string }
  | { kind: 'forward'; to: string }
  | { kind: 'completed'; timeUp: boolean; next: ExamSection | null };

/**
 * Whether the section really is finished, whether time ended it, and which section comes next (none once
 * submitted). Once the candidate has moved past this page (the next section started, or a later one is
 * next), the page is only a step in the browser's history: it forwards to where the candidate is.
 */
export function sectionCompletedView(snapshot: AttemptSnapshot, section: ExamSection): SectionCompletedView {
  if (sectionGate(snapshot, section) !== 'completed') return { kind: 'not-completed', to: currentStepPath(snapshot) };
  const state = snapshot.sections.find((s) => s.section === section);
  const next = snapshot.status === 'completed' ? null : (sectionAfter(snapshot, section) ?? null);
  const step = nextStep(snapshot);
  if (step.kind === 'sit' || (next && step.kind === 'start' && step.section !== next)) {
    return { kind: 'forward', to: nextStepPath(step) };
  }
  return { kind: 'completed', timeUp: state?.endReason === 'expired', next };
}
