import { ResultTexts, type SectionResult } from '@cdi/contracts';
import { useId } from 'react';
import { bandCards } from '../lib/band-cards';
import { formatBand } from '../lib/result-format';

/** Listening, Reading, Writing and Overall as cards; the overall card says how it is worked out. */
export function BandCards({ sections, overallBand }: { sections: SectionResult[]; overallBand: number | null }) {
  const explanationId = useId();
  return (
    <div className="band-cards-wrap">
      <ul className="band-cards">
        {bandCards(sections, overallBand).map((card) => (
          <li key={card.key} className={card.key === 'overall' ? 'band-card band-card--overall' : 'band-card'}>
            <span className="band-card__label">{card.label}</span>
            <span className="band-card__band" aria-describedby={card.key === 'overall' ? explanationId : undefined}>
              {card.marked ? formatBand(card.band) : <span className="band-card__pending">{ResultTexts.notMarkedYet}</span>}
            </span>
            {card.raw && <span className="band-card__raw">{card.raw}</span>}
            {card.key === 'overall' && <span className="band-card__note">{ResultTexts.overallNote}</span>}
          </li>
        ))}
      </ul>
      <p className="results-note" id={explanationId}>
        {ResultTexts.overallExplanation}
      </p>
    </div>
  );
}
