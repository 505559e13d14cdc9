import { SECTION_ORDER, type AttemptSnapshot, type ExamSection } from '@cdi/contracts';
import { nextStep, nextStepPath, sectionAfter, sectionGate, sittingOrder, type SectionGate } from '../../session/lib/journey';

/** Where the candidate should be now, by the server's attempt state. */
export function currentStepPath(snapshot: AttemptSnapshot): string {
  return nextStepPath(nextStep(snapshot));
}

// ---- rules pages ----

/**
 * What a section's rules page shows: the rules with a begin button that starts the section (or, when it
 * is already running, just enters it), a forward to where the candidate belongs, or a locked view
 * pointing there. The listening rules page is where the dashboard sends every start and continue, so
 * it forwards anyone past it instead of showing rules again.
 */
export type RulesView =
  { kind: 'rules'; begin: 'start' | 'enter' } | { kind: 'forward'; to: string } | { kind: 'locked'; to: string };

export function rulesView(snapshot: AttemptSnapshot, section: ExamSection, { entry }: { entry: boolean }): RulesView {
  const gate = sectionGate(snapshot, section);
  if (gate === 'ready') return { kind: 'rules', begin: 'start' };
  const to = currentStepPath(snapshot);
  if (entry || gate === 'completed') return { kind: 'forward', to };
  if (gate === 'open') return { kind: 'rules', begin: 'enter' };
  return { kind: 'locked', to };
}

// ---- test overview (spec 1 §2.5, §4.4) ----

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

/** One card per section of the attempt, in sitting order, with its running time and status. */
export function overviewCards(snapshot: AttemptSnapshot): OverviewCard[] {
  return sittingOrder(snapshot).flatMap((state) => {
    const status = overviewStatus(sectionGate(snapshot, state.section));
    return status ? [{ section: state.section, minutes: Math.round(state.durationSeconds / 60), status }] : [];
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

// ---- section completed page (spec 1 §2.6) ----

export type SectionCompletedView =
  { kind: 'not-completed'; to: string } | { kind: 'completed'; timeUp: boolean; next: ExamSection | null };

/** Whether the section really is finished, whether time ended it, and which section comes next (none once submitted). */
export function sectionCompletedView(snapshot: AttemptSnapshot, section: ExamSection): SectionCompletedView {
  if (sectionGate(snapshot, section) !== 'completed') return { kind: 'not-completed', to: currentStepPath(snapshot) };
  const state = snapshot.sections.find((s) => s.section === section);
  const next = snapshot.status === 'completed' ? null : (sectionAfter(snapshot, section) ?? null);
  return { kind: 'completed', timeUp: state?.endReason === 'expired', next };
}
