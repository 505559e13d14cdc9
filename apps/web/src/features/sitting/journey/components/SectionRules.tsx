import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { Button } from '../../../../shared/ui/Button';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { withTestId } from '../../session/lib/journey';
import { acceptedOrThrow } from '../../engine/lib/section-action';
import {
  useRecordingDownload,
  useReportRecordingDownload,
  type RecordingDownload,
} from '../../screens/hooks/use-recording-download';
import { useSectionPrefetch } from '../../screens/hooks/use-section-prefetch';
import { useBeginSection } from '../hooks/use-begin-section';
import { rulesView, sectionMinutes } from '../lib/journey-views';
import { isExamSection, sectionRules, sectionTitle, type RulesSection } from '../lib/section-rules';
import { BeginFailure } from './BeginFailure';
import { InstructionVideo } from './InstructionVideo';
import { JourneyFrame } from './JourneyFrame';
import { SoundCheck } from './SoundCheck';
import { StartHeldNotice } from './StartHeldNotice';
import { StepElsewhere } from './StepElsewhere';

/** Spec 1 §2.4: the speaking section has no screen yet; its rules lead to the placeholder page. */
const SPEAKING_PATH = '/test/speaking';

interface RulesFormProps {
  section: RulesSection;
  /** What must be in the browser before the section may begin (Listening: the recording). */
  download?: RecordingDownload;
  /** How long this candidate's section runs, when the attempt says (their arrangements may add time). */
  minutes?: number;
  beginLabel: string;
  starting: boolean;
  failure?: ReactNode;
  /** The invigilator holds the candidate's start: Begin waits until they release it. */
  held?: boolean;
  onBegin: () => void;
}

/** Title, video, rules, and the begin button that only a ticked checkbox enables. */
function RulesForm({ section, download, minutes, beginLabel, starting, failure, held = false, onBegin }: RulesFormProps) {
  const [agreed, setAgreed] = useState(false);
  const rulesId = useId();
  const downloaded = !download || download.status === 'ready';
  const mayBegin = agreed && downloaded && !held;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mayBegin) onBegin();
  };
  return (
    <article className="journey-rules">
      <h1 className="journey-title">{fillText(Texts.rulesTitle, { section: sectionTitle(section) })}</h1>
      <InstructionVideo section={section} rulesBelow />
      <section className="panel" aria-labelledby={rulesId}>
        <h2 id={rulesId} className="panel__title">
          {Texts.rulesHeading}
        </h2>
        <ol className="journey-rules__list">
          {sectionRules(section, minutes).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <form className="journey-rules__form" onSubmit={submit}>
        <label className="journey-check">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          {Texts.confirmRulesRead}
        </label>
        {download && <RecordingDownloadStatus download={download} />}
        {failure}
        {held && <StartHeldNotice />}
        <div>
          <Button type="submit" variant="primary" disabled={!mayBegin} busy={starting}>
            {starting ? Texts.startingTest : beginLabel}
          </Button>
        </div>
      </form>
    </article>
  );
}

/** The recording coming down: a progress bar with its share, then that it is ready, or why it is not with Try again. */
function RecordingDownloadStatus({ download }: { download: RecordingDownload }) {
  if (download.status === 'failed')
    return (
      <div className="journey-download" role="alert">
        <p>{Texts.recordingDownloadFailed}</p>
        <Button size="small" onClick={download.retry}>
          {Texts.tryAgain}
        </Button>
      </div>
    );
  if (download.status === 'ready')
    return (
      <p className="journey-download" role="status">
        {Texts.recordingDownloaded}
      </p>
    );
  const text =
    download.percent === null
      ? Texts.recordingDownloadStarting
      : fillText(Texts.recordingDownloading, { percent: download.percent });
  return (
    <div className="journey-download">
      <p role="status">{text}</p>
      <progress max={100} value={download.percent ?? undefined} aria-label={text} />
    </div>
  );
}

interface ExamSectionRulesFormProps {
  engine: ExamEngine;
  section: ExamSection;
  beginLabel: string;
  /** Listening only: the sound check comes between these rules and the section. */
  needsSoundCheck: boolean;
  minutes?: number;
  held: boolean;
}

function ExamSectionRulesForm({ engine, section, beginLabel, needsSoundCheck, minutes, held }: ExamSectionRulesFormProps) {
  const { test } = useExamSession();
  const start = useBeginSection({ engine, section, testId: test.test_id });
  // Downloaded during these rules and the sound check; Begin waits for it, and the invigilator sees how far it is.
  const download = useRecordingDownload(engine, test.attempt_id, section === 'listening');
  useReportRecordingDownload(engine, section === 'listening' ? download : null);
  useSectionPrefetch(test.attempt_id, section, true);
  const [checkingSound, setCheckingSound] = useState(false);
  const confirmSound = useMutation({
    mutationFn: async () => {
      acceptedOrThrow(await engine.confirmSoundCheck());
    },
    onSuccess: () => start.mutate(),
  });
  if (checkingSound)
    return (
      <SoundCheck
        confirming={confirmSound.isPending || start.isPending}
        held={held}
        failure={
          (confirmSound.isError || start.isError) && <BeginFailure section={section} error={confirmSound.error ?? start.error} />
        }
        onConfirm={() => (needsSoundCheck ? confirmSound.mutate() : start.mutate())}
      />
    );
  return (
    <RulesForm
      section={section}
      download={section === 'listening' ? download : undefined}
      minutes={minutes}
      beginLabel={beginLabel}
      starting={start.isPending}
      failure={start.isError && <BeginFailure section={section} error={start.error} />}
      held={held}
      onBegin={() => (needsSoundCheck ? setCheckingSound(true) : start.mutate())}
    />
  );
}

function SpeakingRules({ beginLabel }: { beginLabel: string }) {
  const navigate = useNavigate();
  return <RulesForm section="speaking" beginLabel={beginLabel} starting={false} onBegin={() => void navigate(SPEAKING_PATH)} />;
}

interface SectionRulesProps {
  section: RulesSection;
  beginLabel: string;
}

/**
 * A section's rules page. The server's attempt state decides what it offers: starting the section
 * before it starts; otherwise the candidate goes (or is pointed) to where they belong.
 */
export function SectionRules({ section, beginLabel }: SectionRulesProps) {
  const { test } = useExamSession();
  const title = fillText(Texts.rulesTitle, { section: sectionTitle(section) });
  return (
    <JourneyFrame context={title}>
      {(snapshot, engine) => {
        if (!isExamSection(section)) return <SpeakingRules beginLabel={beginLabel} />;
        const view = rulesView(snapshot, section, { entry: section === 'listening' });
        switch (view.kind) {
          case 'rules':
            return (
              <ExamSectionRulesForm
                engine={engine}
                section={section}
                beginLabel={beginLabel}
                needsSoundCheck={section === 'listening' && !snapshot.soundCheckedAt}
                minutes={sectionMinutes(snapshot, section)}
                held={!!snapshot.startHeldAt}
              />
            );
          case 'forward':
            return <Navigate to={withTestId(view.to, test.test_id)} replace />;
          case 'locked':
            return (
              <StepElsewhere
                title={fillText(Texts.sectionLocked, { section: sectionTitle(section) })}
                description={Texts.sectionLockedHint}
                to={view.to}
                testId={test.test_id}
              />
            );
        }
      }}
    </JourneyFrame>
  );
}
