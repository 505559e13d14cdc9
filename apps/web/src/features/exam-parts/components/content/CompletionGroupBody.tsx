import type { FlowChartCompletionGroup, FormCompletionGroup, TableCompletionGroup, TextCompletionGroup } from '@cdi/contracts';
import { blankStartNumbers, withInputBlank } from '@cdi/exam-core';
import { CompletionTable } from '../../../exam-questions';
import { BlankText } from './BlankText';
import { OptionList, WordLimitNote } from './OptionList';
import '../../exam-parts.css';

function WordLimit({
  instructions,
  maxWords,
  options,
}: {
  instructions: string;
  maxWords: number;
  options?: Record<string, string>;
}) {
  return options ? <OptionList options={options} /> : <WordLimitNote instructions={instructions} maxWords={maxWords} />;
}

export function TextCompletionBody({ group }: { group: TextCompletionGroup }) {
  const starts = blankStartNumbers(
    group.paragraphs.map((p) => p.content),
    group.firstNumber,
  );
  return (
    <>
      <WordLimit instructions={group.instructions} maxWords={group.maxWords} options={group.options} />
      <div className="preview-text">
        {group.paragraphs.map((paragraph, i) => (
          <p key={i} className={`preview-text__${paragraph.style ?? 'text'}`}>
            <BlankText text={paragraph.content} firstNumber={starts[i]!} />
          </p>
        ))}
      </div>
    </>
  );
}

export function FormCompletionBody({ group }: { group: FormCompletionGroup }) {
  const starts = blankStartNumbers(
    group.fields.map((f) => f.content),
    group.firstNumber,
  );
  return (
    <>
      <WordLimit instructions={group.instructions} maxWords={group.maxWords} options={group.options} />
      <dl className="preview-form">
        {group.fields.map((field, i) => (
          <div key={i}>
            <dt>{field.label}</dt>
            <dd>
              <BlankText text={field.content} firstNumber={starts[i]!} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function TableCompletionBody({ group }: { group: TableCompletionGroup }) {
  return (
    <>
      <WordLimit instructions={group.instructions} maxWords={group.maxWords} options={group.options} />
      <CompletionTable
        group={group}
        className={{ wrap: 'table-wrap', table: 'table preview-table' }}
        inputCell={(cell) => <BlankText text={withInputBlank(cell.content)} firstNumber={cell.number} />}
      />
    </>
  );
}

export function FlowChartBody({ group }: { group: FlowChartCompletionGroup }) {
  return (
    <>
      <WordLimit instructions={group.instructions} maxWords={group.maxWords} options={group.options} />
      <ol className="preview-flow">
        {group.steps.map((step, i) => (
          <li key={i}>
            {step.number === undefined ? (
              step.content
            ) : (
              <BlankText text={withInputBlank(step.content)} firstNumber={step.number} />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
