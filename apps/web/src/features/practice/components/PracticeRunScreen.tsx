import { ContentTexts, PracticeTexts, Texts, type PracticeMarkResult } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useSessionUser } from '../../../shared/session/session-store';
import { BackLink } from '../../../shared/ui/BackLink';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { markPracticeTest } from '../api/practice-api';
import { usePracticeRun } from '../hooks/use-practice-run';
import { usePracticeTest } from '../hooks/use-practice-tests';
import { practiceSteps, resumableRun, submittedAnswers, type PracticeRun } from '../lib/practice-run';
import { PRACTICE_PATH } from '../lib/practice-paths';
import { MarkingPanel } from './MarkingPanel';
import { PracticeResults } from './PracticeResults';
import { PracticeRunner } from './PracticeRunner';
import '../practice.css';

/**
 * Spec 1 §4.5: loads the test (or the built-in sample when the server cannot be reached), starts a
 * run or carries on the one kept in this tab, and at the end has the server mark it.
 */
export function PracticeRunScreen({ testId }: { testId: string }) {
  const userId = useSessionUser()?.id;
  const test = usePracticeTest(testId);
  const storedRun = usePracticeRun((state) => state.run);
  const { start, finish, clear } = usePracticeRun.getState();
  const [result, setResult] = useState<PracticeMarkResult | null>(null);
  const [finishError, setFinishError] = useState<string | null>(null);

  const loaded = test.data;
  const steps = useMemo(() => (loaded ? practiceSteps(loaded.parts) : []), [loaded]);
  const run = loaded && userId ? resumableRun(storedRun, loaded.summary.id, userId) : null;

  const mark = useMutation({
    mutationFn: (finished: PracticeRun) => markPracticeTest(finished.testId, submittedAnswers(finished)),
    onSuccess: (marked) => {
      setResult(marked);
      clear();
    },
  });
  /** The run this page has asked to mark, so a finished run is sent by itself only once. */
  const sentForMarking = useRef<string | null>(null);
  const { mutate } = mark;
  const sendForMarking = useCallback(
    (finished: PracticeRun) => {
      sentForMarking.current = finished.id;
      mutate(finished);
    },
    [mutate],
  );

  // Opening a test starts it, unless this tab already has a run of it; after the results, only on request.
  useEffect(() => {
    if (!loaded || !userId || result) return;
    if (!resumableRun(usePracticeRun.getState().run, loaded.summary.id, userId)) start(loaded, userId);
  }, [loaded, userId, result, start]);

  const finishAndMark = useCallback(() => {
    const outcome = finish();
    if (!outcome.ok) {
      setFinishError(outcome.error);
      return;
    }
    setFinishError(null);
    sendForMarking(outcome.run);
  }, [finish, sendForMarking]);

  // A run finished before a reload is marked as soon as the page is back.
  const waitingRun = run?.status === 'finished' ? run : null;
  useEffect(() => {
    if (waitingRun && sentForMarking.current !== waitingRun.id) sendForMarking(waitingRun);
  }, [waitingRun, sendForMarking]);

  if (test.isPending) return <Spinner label={PracticeTexts.loadingTest} />;
  if (!loaded) {
    return (
      <>
        <Notice tone="error">
          <strong>{Texts.failedToStartTest}</strong> {errorMessage(test.error, PracticeTexts.failedToFetchTest)}
        </Notice>
        <BackLink to={PRACTICE_PATH} label={PracticeTexts.backToPracticeTests} />
      </>
    );
  }
  if (result) {
    return <PracticeResults title={loaded.summary.title} result={result} onPracticeAgain={() => setResult(null)} />;
  }
  if (finishError) return <Notice tone="error">{finishError}</Notice>;
  if (steps.length === 0) return <EmptyState title={ContentTexts.noQuestions} />;
  if (!run) return <Spinner label={PracticeTexts.loadingTest} />;
  if (run.status === 'finished') {
    return (
      <MarkingPanel
        title={loaded.summary.title}
        marking={mark.isPending}
        error={mark.error}
        onRetry={() => sendForMarking(run)}
      />
    );
  }
  return <PracticeRunner test={loaded} steps={steps} run={run} onFinish={finishAndMark} />;
}
