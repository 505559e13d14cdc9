import { MarkingTexts } from '@cdi/contracts';
import { CRITERIA, formatBand, taskBand, type CriteriaBands } from '../lib/bands';

/** One mark read back: the four bands, the task band they make, and the comment. */
export function MarkSummary({ criteria, comment }: { criteria: CriteriaBands; comment: string }) {
  const band = taskBand(criteria);
  return (
    <>
      <dl className="marking-summary">
        {CRITERIA.map((key) => (
          <div key={key} className="marking-summary__row">
            <dt>{MarkingTexts.criteria[key]}</dt>
            <dd>{criteria[key] === null ? '—' : formatBand(criteria[key])}</dd>
          </div>
        ))}
        <div className="marking-summary__row marking-summary__row--total">
          <dt>{MarkingTexts.taskBand}</dt>
          <dd>{band === null ? '—' : formatBand(band)}</dd>
        </div>
      </dl>
      {comment && <p className="marking-summary__comment">{comment}</p>}
    </>
  );
}
