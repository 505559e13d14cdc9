import { fillText, SECTION_MINUTES, SECTION_ORDER, Texts } from '@cdi/contracts';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { rememberedCurrentTest } from '../../session/lib/current-test';
import { JourneyPaths, withTestId } from '../../session/lib/journey';
import { sectionRules, sectionTitle, sittingRules } from '../lib/section-rules';
import { CandidateFrame } from './CandidateFrame';

/**
 * /ielts-rule: the rules of the whole sitting. It needs no attempt, so a signed-in
 * candidate may open it at any time; the way back names the test this tab is sitting, if any.
 */
export function SittingRules() {
  const [params] = useSearchParams();
  const testId = params.get('testId') ?? rememberedCurrentTest();
  const overview = testId ? withTestId(JourneyPaths.overview, testId) : JourneyPaths.overview;
  const timingsId = useId();
  const rulesId = useId();
  const eachId = useId();
  return (
    <CandidateFrame context={Texts.ieltsRulesTitle}>
      <article className="journey-rules">
        <h1 className="journey-title">{Texts.ieltsRulesTitle}</h1>
        <section className="panel" aria-labelledby={timingsId}>
          <h2 id={timingsId} className="panel__title">
            {Texts.sectionTimings}
          </h2>
          <dl className="journey-facts">
            {SECTION_ORDER.map((section) => (
              <div key={section}>
                <dt>{sectionTitle(section)}</dt>
                <dd>{SECTION_MINUTES[section]} minutes</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="panel" aria-labelledby={rulesId}>
          <h2 id={rulesId} className="panel__title">
            {Texts.sittingRulesHeading}
          </h2>
          <ol className="journey-rules__list">
            {sittingRules().map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
        <section className="panel" aria-labelledby={eachId}>
          <h2 id={eachId} className="panel__title">
            {Texts.eachSectionRulesHeading}
          </h2>
          {SECTION_ORDER.map((section) => (
            <details key={section} className="journey-rules__section">
              <summary>{fillText(Texts.rulesTitle, { section: sectionTitle(section) })}</summary>
              <ol className="journey-rules__list">
                {sectionRules(section).map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            </details>
          ))}
        </section>
        <div>
          <Link className="button button--primary" to={overview}>
            {Texts.backToTestOverview}
          </Link>
        </div>
      </article>
    </CandidateFrame>
  );
}
