import { ContentTexts, fillText, Texts, type ListeningPart } from '@cdi/contracts';
import { renumberText } from '@cdi/exam-core';
import { useMemo } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { ShownNumbersProvider } from '../../../exam-questions';
import { noteAnchor } from '../../../exam-tools';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { useQuestionScreen } from '../hooks/use-question-screen';
import { useSectionLock } from '../hooks/use-section-lock';
import { useLocalRecordings } from '../hooks/use-local-recordings';
import { useSectionParts, type ScreenPart } from '../hooks/use-section-parts';
import { ExamChrome } from './ExamChrome';
import { ListeningAudio } from './ListeningAudio';
import { PartQuestions } from './PartQuestions';
import { QuestionNavigator } from './QuestionNavigator';
import { SectionContentState } from './SectionContentState';

function LoadedListening({ engine, parts }: { engine: ExamEngine; parts: ScreenPart<ListeningPart>[] }) {
  const { test } = useExamSession();
  const { paused, disabled } = useSectionLock(engine, 'listening');
  const screen = useQuestionScreen({ engine, attemptId: test.attempt_id, section: 'listening', parts, disabled });
  const active = parts.find((p) => p.part === screen.activePart) ?? parts[0];
  const recordings = useMemo(
    () => parts.flatMap((p) => (p.audioUrl ? [{ part: p.part, url: p.audioUrl, durationSeconds: p.audioDurationSeconds }] : [])),
    [parts],
  );
  const playable = useLocalRecordings(recordings);
  return (
    <ShownNumbersProvider value={screen.shown}>
      <ExamChrome
        engine={engine}
        section="listening"
        paused={paused}
        footer={<QuestionNavigator engine={engine} section="listening" screen={screen} disabled={disabled} />}
      >
        {playable && <ListeningAudio engine={engine} recordings={playable} paused={paused} onPartChange={screen.selectPart} />}
        {parts.length === 0 && <EmptyState title={ContentTexts.noContent} />}
        {/* Every part stays mounted, hidden when not shown, so highlights and scroll positions survive moving between parts. */}
        {parts.map((part) => (
          <section
            key={part.id}
            className="exam-part-view"
            {...noteAnchor(`part-${part.part}`)}
            aria-labelledby={`listening-part-${part.part}-title`}
            hidden={part.part !== active?.part}
          >
            <header className="exam-part-view__header">
              <h1 id={`listening-part-${part.part}-title`} className="exam-part-view__title">
                {fillText(Texts.partLabel, { n: part.part })}
              </h1>
              {part.content?.instructions && (
                <p className="exam-part-view__instructions">{renumberText(part.content.instructions, screen.shown)}</p>
              )}
            </header>
            <PartQuestions part={part} access={screen.access} />
          </section>
        ))}
      </ExamChrome>
    </ShownNumbersProvider>
  );
}

/** /sessions/listening. */
export function ListeningScreen({ engine }: { engine: ExamEngine }) {
  const { test } = useExamSession();
  const content = useSectionParts(test.attempt_id, 'listening');
  if (!content.parts)
    return (
      <SectionContentState loadingLabel={Texts.loadingListeningExam} error={content.error} retry={() => void content.refetch()} />
    );
  return <LoadedListening engine={engine} parts={content.parts} />;
}
