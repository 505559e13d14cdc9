import { ANSWER_MAX_CHARS, ContentTexts, fillText, Texts, type WritingTask } from '@cdi/contracts';
import { isAnswered } from '@cdi/exam-core';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { QuestionNumbers, useGroupAnswers } from '../../../exam-questions';
import { noteAnchor } from '../../../exam-tools';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { writingTaskKey } from '../../engine/lib/sitting';
import { LazyChartView, questionTypeLabel } from '../../../writing-charts';
import { useEngineAnswers } from '../hooks/use-engine-answers';
import { useFlags } from '../hooks/use-flags';
import { useSectionLock } from '../hooks/use-section-lock';
import { useSectionParts, type ScreenPart } from '../hooks/use-section-parts';
import { clampWritingWidth, writingPaneBounds } from '../lib/split-pane';
import { writingTaskProgress } from '../lib/writing-task';
import { ExamChrome } from './ExamChrome';
import { FinishSectionButton } from './FinishSectionButton';
import { SectionContentState } from './SectionContentState';
import { SplitPane } from './SplitPane';

type TaskPart = ScreenPart<WritingTask>;

/** 'Task 1': the one name of a writing task, in the banner, the tabs, the navigator and the review. */
const taskName = (n: number) => fillText(Texts.writingTaskLabel, { n });

/**
 * The left pane: the prompt and, for task 1, its chart (or the picture, or the placeholder). Memoised:
 * the screen re-renders on every keystroke and the chart must not redraw with it.
 */
const TaskPrompt = memo(function TaskPrompt({ part, task }: { part: TaskPart; task: WritingTask }) {
  const image = task.image && part.imageSrc(task.image.file);
  return (
    <div className="writing-prompt" {...noteAnchor(`task-${task.part}`)}>
      <p className="writing-prompt__text">{task.prompt}</p>
      {task.part === 1 &&
        (task.chart ? (
          <LazyChartView chart={task.chart} imageSrc={part.imageSrc} />
        ) : image ? (
          <img className="writing-prompt__image" src={image} alt={task.image!.alt} />
        ) : (
          <div className="writing-prompt__placeholder">{ContentTexts.chartImagePlaceholder}</div>
        ))}
    </div>
  );
});

interface TaskAnswerProps {
  task: WritingTask;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** The answer box with its live word count, green once the task's minimum is reached. */
function TaskAnswer({ task, value, disabled, onChange, onFocus, onBlur }: TaskAnswerProps) {
  const { words, reached } = writingTaskProgress(value, task.word_count_minimum);
  const id = `writing-task-${task.part}`;
  return (
    <div className="writing-answer">
      <label htmlFor={id} className="sr-only">
        {fillText(Texts.writingAnswerLabel, { n: task.part })}
      </label>
      <textarea
        id={id}
        className="writing-answer__input"
        placeholder={Texts.writingPlaceholder}
        value={value}
        maxLength={ANSWER_MAX_CHARS}
        disabled={disabled}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        aria-describedby={`${id}-count`}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-count`} className={reached ? 'word-count word-count--reached' : 'word-count'} aria-live="off">
        {fillText(Texts.wordCount, { n: words })}
      </p>
    </div>
  );
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const resized = () => setWidth(window.innerWidth);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return width;
}

function LoadedWriting({ engine, parts }: { engine: ExamEngine; parts: TaskPart[] }) {
  const { test } = useExamSession();
  const { paused, disabled } = useSectionLock(engine, 'writing');
  const { flags, toggle } = useFlags(engine, test.attempt_id, 'writing');
  const tasks = useMemo(() => parts.filter((p): p is TaskPart & { content: WritingTask } => p.content !== null), [parts]);
  // A reload, or another computer, opens the task the candidate was last writing.
  const [current, setCurrent] = useState(() => {
    const at = engine.resumeAt;
    return at?.section === 'writing' && tasks.some((t) => t.part === at.part) ? at.part : (tasks[0]?.part ?? 1);
  });
  const selectTask = (part: number) => {
    setCurrent(part);
    engine.position('writing', part, 0);
  };
  // Answers go through the engine as on the other screens, each under its task's key ('task1').
  const taskKey = useCallback((part: number) => writingTaskKey(tasks.find((t) => t.part === part)?.content ?? { part }), [tasks]);
  const onFocus = useCallback((part: number) => engine.position('writing', part, 0), [engine]);
  const { access } = useEngineAnswers({
    engine,
    section: 'writing',
    flags,
    toggleFlag: toggle,
    disabled,
    onFocus,
    keyOf: taskKey,
  });
  const taskParts = useMemo(() => tasks.map((t) => t.part), [tasks]);
  const answers = useGroupAnswers(access, taskParts);
  const windowWidth = useWindowWidth();
  const [leftWidth, setLeftWidth] = useState(() => clampWritingWidth(window.innerWidth / 2, window.innerWidth));
  const bounds = writingPaneBounds(windowWidth);
  const active = tasks.find((t) => t.part === current);

  const answeredTasks = useMemo(
    () => new Set(tasks.filter((t) => isAnswered(answers.values[t.part])).map((t) => t.part)),
    [tasks, answers.values],
  );
  const review = useMemo(
    () => ({
      unanswered: tasks.filter((t) => !answeredTasks.has(t.part)).map((t) => t.part),
      flagged: tasks.filter((t) => flags.has(t.part)).map((t) => t.part),
    }),
    [tasks, answeredTasks, flags],
  );

  const footer = (
    <nav className="writing-nav" aria-label={Texts.writingTasks}>
      <div className="writing-nav__tasks" role="tablist">
        {tasks.map((t) => {
          const progress = writingTaskProgress(answers.values[t.part] ?? '', t.content.word_count_minimum);
          return (
            <button
              key={t.part}
              type="button"
              role="tab"
              aria-selected={t.part === current}
              className={t.part === current ? 'writing-nav__task writing-nav__task--active' : 'writing-nav__task'}
              onClick={() => selectTask(t.part)}
            >
              <span className="writing-nav__name">
                {taskName(t.part)}
                {flags.has(t.part) && <span className="writing-nav__flag"> ⚑</span>}
              </span>
              <span>{fillText(Texts.wordCount, { n: progress.words })}</span>
              <span>{fillText(Texts.minimumWords, { n: t.content.word_count_minimum })}</span>
              <span className={progress.reached ? 'writing-nav__done writing-nav__done--reached' : 'writing-nav__done'}>
                {progress.completion}
              </span>
            </button>
          );
        })}
      </div>
      <QuestionNumbers
        label={Texts.writingTasks}
        numbers={tasks.map((t) => t.part)}
        answered={answeredTasks}
        flagged={flags}
        isCurrent={(n) => n === current}
        onJump={selectTask}
        nameOf={taskName}
      />
      <FinishSectionButton
        engine={engine}
        section="writing"
        review={review}
        onJump={selectTask}
        disabled={disabled}
        label={Texts.submitWriting}
        nameOf={taskName}
      />
    </nav>
  );

  return (
    <ExamChrome engine={engine} section="writing" paused={paused} footer={footer} layout="split">
      {!active ? (
        <EmptyState title={ContentTexts.taskNotFound} />
      ) : (
        <>
          <div className="writing-banner">
            <h1 className="writing-banner__part">{taskName(active.part)}</h1>
            <p className="writing-banner__instructions">
              {fillText(ContentTexts.writingInstructions, {
                time_limit_minutes: active.content.time_limit_minutes,
                word_count_minimum: active.content.word_count_minimum,
              })}
            </p>
            {active.content.question_type && (
              <span className="badge badge--neutral">{questionTypeLabel(active.content.question_type)}</span>
            )}
            <button
              type="button"
              className="button button--small q-flag"
              aria-pressed={flags.has(active.part)}
              onClick={() => toggle(active.part)}
            >
              {flags.has(active.part) ? Texts.unflagTask : Texts.flagTask}
            </button>
          </div>
          <SplitPane
            size={Math.min(bounds.max, Math.max(bounds.min, leftWidth))}
            unit="px"
            min={bounds.min}
            max={bounds.max}
            onResize={(next) => setLeftWidth(clampWritingWidth(next, windowWidth))}
            sizeAt={(x) => x}
            label={Texts.resizeWriting}
            leftLabel={Texts.writingTaskRegion}
            // A task's own prompt element: notes and highlights on one task's prompt never show on the other's.
            left={<TaskPrompt key={active.part} part={active} task={active.content} />}
            right={
              <TaskAnswer
                key={active.part}
                task={active.content}
                value={answers.values[active.part] ?? ''}
                disabled={disabled}
                onFocus={() => answers.focus(active.part)}
                onBlur={() => answers.blur()}
                onChange={(value) => answers.type(active.part, value)}
              />
            }
          />
        </>
      )}
    </ExamChrome>
  );
}

/** /sessions/writing (spec 2, writing exam screen). */
export function WritingScreen({ engine }: { engine: ExamEngine }) {
  const { test } = useExamSession();
  const content = useSectionParts(test.attempt_id, 'writing');
  if (!content.parts)
    return (
      <SectionContentState loadingLabel={Texts.loadingWritingExam} error={content.error} retry={() => void content.refetch()} />
    );
  return <LoadedWriting engine={engine} parts={content.parts} />;
}
