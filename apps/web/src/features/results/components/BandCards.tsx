import { ResultTexts, type OverallKind, type SectionResult } from '@cdi/contracts';
import { useId } from 'react';
import { bandCards, overallNote } from '../lib/band-cards';
import { formatBand } from '../lib/result-format';

interface BandCardsProps {
  sections: SectionResult[];
  overallBand: number | null;
  overallKind: OverallKind;
  /** The Speaking band the centre recorded; no card while there is none. */
  speakingBand: number | null;
}

/**
 * Listening, Reading, Writing (Speaking once recorded) and Overall as cards; the overall card says
 * which overall it is: "Overall band" of the four skills, or "Overall band (L/R/W average)".
 */
export function BandCards({ sections, overallBand, overallKind, speakingBand }: BandCardsProps) {
  const explanationId = useId();
  const { note, explanation } = overallNote(overallKind);
  return (
    <div className="band-cards-wrap">
      <ul className="band-cards">
        {bandCards(sections, { band: overallBand, kind: overallKind }, speakingBand).map((card) => (
          <li key={card.key} className={card.key === 'overall' ? 'band-card band-card--overall' : 'band-card'}>
            <span className="band-card__label">{card.label}</span>
            <span className="band-card__band" aria-describedby={card.key === 'overall' ? explanationId : undefined}>
              {card.marked ? formatBand(card.band) : <span className="band-card__pending">{ResultTexts.notMarkedYet}</span>}
            </span>
            {card.raw && <span className="band-card__raw">{card.raw}</span>}
            {card.key === 'overall' && note && <span className="band-card__note">{note}</span>}
          </li>
        ))}
      </ul>
      <p className="results-note" id={explanationId}>
        {explanation}
      </p>
    </div>
  );
}
