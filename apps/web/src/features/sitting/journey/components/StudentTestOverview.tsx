import { fillText, TestMakingTexts, Texts, type AssignedTestDetailResponse, type ExamSection } from '@cdi/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../../shared/api/api-error';
import { BackLink } from '../../../../shared/ui/BackLink';
import { Spinner } from '../../../../shared/ui/Spinner';
import { homePathFor } from '../../../auth';
import { useAssignedTestDetail } from '../api/student-test-api';
import { audioLabel, partCountLabel, partsOfSection, partSummary, sectionsWithParts, windowLabels } from '../lib/student-test';
import { sectionTitle } from '../lib/section-rules';
import { CandidateFrame } from './CandidateFrame';
import { SubmitTestButton } from './SubmitTestButton';

const DASHBOARD_PATH = homePathFor('test_taker');

function SectionParts({ detail, section }: { detail: AssignedTestDetailResponse; section: ExamSection }) {
  return (
    <section className="journey-test__main panel" aria-labelledby="journey-test-parts">
      <h2 id="journey-test-parts" className="panel__title">
        {sectionTitle(section)}
      </h2>
      {/* No player here: the recording is heard once, in the exam, and the server gives it to no other page. */}
      {section === 'listening' && <p className="journey-test__recording">{Texts.recordingPlaysInExam}</p>}
      <ol className="journey-parts">
        {partsOfSection(detail.examParts, section).map((part) => (
          <li key={part.id} className="journey-part">
            <h3 className="journey-part__title">{part.title}</h3>
            <p className="journey-part__meta">
              <span>{fillText(Texts.partLabel, { n: part.part })}</span>
              {part.test_group && (
                <span>
                  {Texts.testGroup}: {part.test_group}
                </span>
              )}
            </p>
            <p className="journey-part__summary">{partSummary(part)}</p>
            {part.section === 'listening' && (
              <p className="journey-part__meta">
                <span>{audioLabel(part)}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function TestDetail({ detail }: { detail: AssignedTestDetailResponse }) {
  const sections = sectionsWithParts(detail.examParts);
  const [chosen, setChosen] = useState<ExamSection | null>(null);
  const shown = chosen ?? sections[0]?.section ?? null;
  return (
    <>
      <div className="journey-test__top">
        <BackLink to={DASHBOARD_PATH} label={Texts.backToDashboard} />
        <p className="journey-test__due">
          {windowLabels(detail.test).map((label) => (
            <span key={label}>{label}</span>
          ))}
        </p>
      </div>
      <div className="journey-test">
        <aside className="journey-test__side panel" aria-labelledby="journey-test-title">
          <h1 id="journey-test-title" className="journey-title">
            {detail.test.title}
          </h1>
          {detail.test.description && <p>{detail.test.description}</p>}
          <div className="journey-test__sections" role="group" aria-label="Sections">
            {sections.map(({ section, partCount }) => (
              <button
                key={section}
                type="button"
                className="journey-test__section"
                aria-pressed={section === shown}
                onClick={() => setChosen(section)}
              >
                <span className="journey-test__section-name">{sectionTitle(section)}</span>
                <span>{partCountLabel(partCount)}</span>
              </button>
            ))}
          </div>
          <SubmitTestButton testId={detail.test.id} />
        </aside>
        {shown && <SectionParts detail={detail} section={shown} />}
      </div>
    </>
  );
}

/** Spec 2, student test overview: /student-test/{testId}. */
export function StudentTestOverview({ testId }: { testId: string }) {
  const detail = useAssignedTestDetail(testId);
  return (
    <CandidateFrame context={Texts.testOverviewTitle} showLogout>
      {detail.isPending ? (
        <Spinner label={Texts.loadingTest} />
      ) : detail.isError ? (
        <section className="journey-not-found panel">
          <h1 className="journey-title">{Texts.testNotFoundTitle}</h1>
          <p>{errorMessage(detail.error, TestMakingTexts.testNotFound)}</p>
          <p>
            <Link className="button button--primary" to={DASHBOARD_PATH}>
              {Texts.backToDashboard}
            </Link>
          </p>
        </section>
      ) : (
        <TestDetail detail={detail.data} />
      )}
    </CandidateFrame>
  );
}
