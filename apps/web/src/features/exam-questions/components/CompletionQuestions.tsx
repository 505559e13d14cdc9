import type {
  FlowChartCompletionGroup,
  FormCompletionGroup,
  Options,
  TableCompletionGroup,
  TextCompletionGroup,
} from '@cdi/contracts';
import { answerLimitHint, blankMaxChars, blankStartNumbers, splitBlanks, type TextSegment } from '@cdi/exam-core';
import { Fragment, useId, type ReactNode } from 'react';
import type { GroupAnswers } from '../hooks/use-group-answers';
import { useOptionMoves } from '../hooks/use-option-moves';
import { singleInputSegments } from '../lib/question-numbers';
import { CompletionTable } from './CompletionTable';
import { MovesHint, OptionGap, OptionTray } from './OptionBoard';
import { InlineQuestion } from './QuestionBlock';
import { GapInput } from './TextAnswer';

type CompletionGroup = TextCompletionGroup | FormCompletionGroup | TableCompletionGroup | FlowChartCompletionGroup;

interface BodyProps<G> {
  group: G;
  answers: GroupAnswers;
  idPrefix: string;
}

/** Draws the gap of question `number`. */
type GapRenderer = (number: number) => ReactNode;

/**
 * What every completion shares: typed gaps under 'Maximum N word(s)', or, with a word box, gaps
 * that take its options by drag and drop or by selecting an option and then a gap.
 */
function CompletionFrame({
  group,
  answers,
  idPrefix,
  children,
}: BodyProps<CompletionGroup> & { children: (gap: GapRenderer) => ReactNode }) {
  const uid = useId();
  const wordBox: Options | undefined = group.options;
  const moves = useOptionMoves(wordBox ?? {}, answers);
  const hintId = `${uid}-hint`;
  const sentence = group.type === 'sentence_completion';

  const gap: GapRenderer = (number) => (
    <InlineQuestion key={`gap-${number}`} number={number} answers={answers} idPrefix={idPrefix}>
      {wordBox ? (
        <OptionGap id={`${uid}-${number}`} number={number} options={wordBox} moves={moves} answers={answers} hintId={hintId} />
      ) : (
        <GapInput
          number={number}
          answers={answers}
          inputId={`${uid}-${number}`}
          maxWords={group.maxWords}
          maxLength={blankMaxChars(group.type, group.maxWords)}
          sentence={sentence}
        />
      )}
    </InlineQuestion>
  );

  return (
    <div className="q-completion" onKeyDown={moves.onKeyDown}>
      {wordBox ? (
        <>
          <OptionTray
            options={wordBox}
            moves={moves}
            answers={answers}
            title="Options"
            titleId={`${uid}-box`}
            layout="wrap"
            usedOptions="marked"
          />
          <MovesHint id={hintId} />
        </>
      ) : (
        !sentence && <p className="q-note">{answerLimitHint(group.instructions, group.maxWords)}</p>
      )}
      {children(gap)}
    </div>
  );
}

/** Text and gaps in reading order; `first` is the number of the text's first gap. */
function Segments({ segments, first, gap }: { segments: TextSegment[]; first: number; gap: GapRenderer }) {
  return segments.map((segment, i) =>
    segment.kind === 'text' ? <Fragment key={i}>{segment.text}</Fragment> : gap(first + segment.index),
  );
}

/** Paragraphs of a text completion, with runs of bullets made into one list. */
function paragraphRuns(paragraphs: TextCompletionGroup['paragraphs']) {
  const runs: { bullets: boolean; items: { index: number; paragraph: (typeof paragraphs)[number] }[] }[] = [];
  paragraphs.forEach((paragraph, index) => {
    const bullets = paragraph.style === 'bullet';
    const last = runs.at(-1);
    if (bullets && last?.bullets) last.items.push({ index, paragraph });
    else runs.push({ bullets, items: [{ index, paragraph }] });
  });
  return runs;
}

/** Note, summary and sentence completion, fill in the blank(s). */
export function TextCompletionQuestions(props: BodyProps<TextCompletionGroup>) {
  const { group } = props;
  const starts = blankStartNumbers(
    group.paragraphs.map((p) => p.content),
    group.firstNumber,
  );
  return (
    <CompletionFrame {...props}>
      {(gap) => (
        <div className={`q-text q-text--${group.type}`}>
          {paragraphRuns(group.paragraphs).map((run) =>
            run.bullets ? (
              <ul key={run.items[0]!.index} className="q-text__bullets">
                {run.items.map(({ index, paragraph }) => (
                  <li key={index}>
                    <Segments segments={splitBlanks(paragraph.content)} first={starts[index]!} gap={gap} />
                  </li>
                ))}
              </ul>
            ) : (
              run.items.map(({ index, paragraph }) => (
                <p key={index} className={paragraph.style === 'heading' ? 'q-text__heading' : 'q-text__paragraph'}>
                  <Segments segments={splitBlanks(paragraph.content)} first={starts[index]!} gap={gap} />
                </p>
              ))
            ),
          )}
        </div>
      )}
    </CompletionFrame>
  );
}

/** A form: each field's label, and its content with the gaps. */
export function FormCompletionQuestions(props: BodyProps<FormCompletionGroup>) {
  const { group } = props;
  const starts = blankStartNumbers(
    group.fields.map((f) => f.content),
    group.firstNumber,
  );
  return (
    <CompletionFrame {...props}>
      {(gap) => (
        <dl className="q-form">
          {group.fields.map((field, i) => (
            <div key={i} className="q-form__row">
              <dt>{field.label}</dt>
              <dd>
                <Segments segments={splitBlanks(field.content)} first={starts[i]!} gap={gap} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </CompletionFrame>
  );
}

/** A real table: header cells, text cells, and cells holding one gap each. */
export function TableCompletionQuestions(props: BodyProps<TableCompletionGroup>) {
  return (
    <CompletionFrame {...props}>
      {(gap) => (
        <CompletionTable
          group={props.group}
          className={{ wrap: 'q-table-wrap', table: 'q-table' }}
          inputCell={(cell) => <Segments segments={singleInputSegments(cell.content)} first={cell.number} gap={gap} />}
        />
      )}
    </CompletionFrame>
  );
}

/** Steps in boxes joined by arrows; a step with a number has its gap at its blank or after its text. */
export function FlowChartQuestions(props: BodyProps<FlowChartCompletionGroup>) {
  const { group } = props;
  return (
    <CompletionFrame {...props}>
      {(gap) => (
        <ol className="q-flow">
          {group.steps.map((step, i) => (
            <li key={i} className="q-flow__step">
              {step.number === undefined ? (
                step.content
              ) : (
                <Segments segments={singleInputSegments(step.content)} first={step.number} gap={gap} />
              )}
            </li>
          ))}
        </ol>
      )}
    </CompletionFrame>
  );
}
