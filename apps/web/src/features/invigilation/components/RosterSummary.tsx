import type { RosterCounts } from '../lib/roster-view';
import '../invigilation.css';

const ITEMS: [keyof RosterCounts, string][] = [
  ['total', 'Candidates'],
  ['online', 'Online'],
  ['notStarted', 'Not started'],
  ['inProgress', 'In progress'],
  ['finished', 'Finished'],
];

/** The live counts over the whole roster. */
export function RosterSummary({ counts }: { counts: RosterCounts }) {
  return (
    <div role="group" aria-label="Summary">
      <dl className="roster-summary">
        {ITEMS.map(([key, label]) => (
          <div key={key} className="roster-summary__item">
            <dt>{label}</dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
