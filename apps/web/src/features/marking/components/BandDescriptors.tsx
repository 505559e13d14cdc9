import { BAND_DESCRIPTOR_SUMMARY, MarkingTexts } from '@cdi/contracts';
import { useState } from 'react';
import { CRITERIA } from '../lib/bands';

/** The public summary of the band descriptors, folded away when the examiner needs the room. */
export function BandDescriptors() {
  const [open, setOpen] = useState(true);
  return (
    <details className="marking-descriptors" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="marking-descriptors__summary">{MarkingTexts.descriptors}</summary>
      {CRITERIA.map((key) => (
        <section key={key} className="marking-descriptors__criterion" aria-labelledby={`descriptors-${key}`}>
          <h3 id={`descriptors-${key}`} className="marking-descriptors__name">
            {MarkingTexts.criteria[key]}
          </h3>
          <dl className="marking-descriptors__bands">
            {BAND_DESCRIPTOR_SUMMARY[key].map(({ band, summary }) => (
              <div key={band} className="marking-descriptors__band">
                <dt>{band}</dt>
                <dd>{summary}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </details>
  );
}
