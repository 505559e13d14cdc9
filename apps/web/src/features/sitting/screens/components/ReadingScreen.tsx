import { ContentTexts, fillText, Texts, type ReadingPassage } from '@cdi/contracts';
import { useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { ParagraphSlotsPart, ParagraphSlotsProvider, PassageView, ShownNumbersProvider } from '../../../exam-questions';
import { noteAnchor } from '../../../exam-tools';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { useQuestionScreen } from '../hooks/use-question-screen';
import { useSectionLock } from '../hooks/use-section-lock';
import { useSectionParts, type ScreenPart } from '../hooks/use-section-parts';
import { clampReadingPercent, READING_PANE } from '../lib/split-pane';
import { ExamChrome } from './ExamChrome';
import { PartQuestions } from './PartQuestions';
import { QuestionNavigator } from './QuestionNavigator';
import { SectionContentState } from './SectionContentState';
import { SplitPane } from './SplitPane';

function LoadedReading({ engine, parts }: { engine: ExamEngine; parts: ScreenPart<ReadingPassage>[] }) {
  const { test } = useExamSession();
  const { paused, disabled } = useSectionLock(engine, 'reading');
  const screen = useQuestionScreen({ engine, attemptId: test.attempt_id, section: 'reading', parts, disabled });
  const [percent, setPercent] = useState<number>(READING_PANE.initialPercent);
  const active = parts.find((p) => p.part === screen.activePart) ?? parts[0];
  return (
    <ShownNumbersProvider value={screen.shown}>
      <ExamChrome
        engine={engine}
        section="reading"
        paused={paused}
        layout="split"
        footer={<QuestionNavigator engine={engine} section="reading" screen={screen} disabled={disabled} />}
      >
        {!active ? (
          <EmptyState title={ContentTexts.noReadingContent} />
        ) : (
          // A passage's paragraphs take the headings of its questions, each slot one answer with the list's.
          <ParagraphSlotsProvider>
            <h1 className="sr-only">{fillText(Texts.partLabel, { n: active.part })}</h1>
            <SplitPane
              size={percent}
              unit="%"
              min={READING_PANE.minPercent}
              max={READING_PANE.maxPercent}
              onResize={(next) => setPercent(clampReadingPercent(next))}
              sizeAt={(x, width) => (x / width) * 100}
              label={Texts.resizePassage}
              // Every passage stays mounted, hidden when not shown, so highlights survive moving between parts.
              left={parts.map((part) => (
                <section
                  key={part.id}
                  className="reading-passage"
                  aria-label={Texts.readingPassage}
                  {...noteAnchor(`passage-${part.part}`)}
                  tabIndex={0}
                  hidden={part.part !== active.part}
                >
                  <ParagraphSlotsPart value={part.id}>
                    {part.content ? <PassageView passage={part.content} /> : <EmptyState title={ContentTexts.noPassageContent} />}
                  </ParagraphSlotsPart>
                </section>
              ))}
              right={parts.map((part) => (
                <section
                  key={part.id}
                  className="reading-questions"
                  aria-label={Texts.examContent}
                  {...noteAnchor(`questions-${part.part}`)}
                  hidden={part.part !== active.part}
                >
                  <ParagraphSlotsPart value={part.id}>
                    <PartQuestions part={part} access={screen.access} />
                  </ParagraphSlotsPart>
                </section>
              ))}
            />
          </ParagraphSlotsProvider>
        )}
      </ExamChrome>
    </ShownNumbersProvider>
  );
}

/** /sessions/reading: passage and questions side by side, three passages, 60 minutes. */
export function ReadingScreen({ engine }: { engine: ExamEngine }) {
  const { test } = useExamSession();
  const content = useSectionParts(test.attempt_id, 'reading');
  if (!content.parts)
    return (
      <SectionContentState loadingLabel={Texts.loadingReadingExam} error={content.error} retry={() => void content.refetch()} />
    );
  return <LoadedReading engine={engine} parts={content.parts} />;
}
