import { ResultTexts, type CandidateSitting } from '@cdi/contracts';
import { useId } from 'react';
import { expectedByText, rawScoreText, submittedText } from '../lib/result-format';
import { BandCards } from './BandCards';
import { SectionAnswers } from './SectionAnswers';
import { WritingFeedbackList } from './WritingFeedbackList';

/** One sitting on /test-results: 'Being marked' with the promised date until released, then bands, answers and feedback. */
export function SittingCard({ sitting }: { sitting: CandidateSitting }) {
  const titleId = useId();
  const objective = sitting.sections.filter((s) => s.section !== 'writing');
  return (
    <article className="panel sitting-card" aria-labelledby={titleId}>
      <header className="sitting-card__header">
        <div>
          <h2 id={titleId} className="sitting-card__title">
            {sitting.test_title}
          </h2>
          <p className="muted">{submittedText(sitting.submitted_at)}</p>
        </div>
        <span className={sitting.released ? 'badge badge--success results-badge' : 'badge badge--info results-badge'}>
          {sitting.released ? ResultTexts.released : ResultTexts.awaitingRelease}
        </span>
      </header>
      {!sitting.released && (
        <div className="sitting-card__pending">
          <p className="strong">{expectedByText(sitting.expected_by)}</p>
          <p className="muted">{ResultTexts.promise}</p>
        </div>
      )}
      {sitting.released && (
        <>
          <BandCards
            sections={sitting.sections}
            overallBand={sitting.overall_band}
            overallKind={sitting.overall_kind}
            speakingBand={sitting.speaking_band}
          />
          {objective.map((section) => {
            const label = ResultTexts[section.section];
            return (
              <section key={section.section} className="sitting-card__section" aria-label={label}>
                <h3 className="sitting-card__section-title">
                  {label}
                  {/* Raw scores and answers show as far as the centre's release mode lets them. */}
                  {section.status === 'marked' && section.raw_score !== null && (
                    <span className="sitting-card__raw">{rawScoreText(section.raw_score, section.max_score)}</span>
                  )}
                </h3>
                {section.status !== 'marked' ? (
                  <p className="muted">{ResultTexts.notMarkedYet}</p>
                ) : (
                  section.questions.length > 0 && <SectionAnswers section={section} label={label} />
                )}
              </section>
            );
          })}
          <section className="sitting-card__section" aria-label={ResultTexts.writingFeedback}>
            <h3 className="sitting-card__section-title">{ResultTexts.writingFeedback}</h3>
            <WritingFeedbackList feedback={sitting.writing_feedback} headingLevel="h4" />
          </section>
        </>
      )}
    </article>
  );
}
