import { ResultTexts, type QuestionDifficulty } from '@cdi/contracts';
import { useId, useState } from 'react';
import { FilterTabs } from '../../../shared/ui/FilterTabs';
import { Table, type Column } from '../../../shared/ui/Table';
import { difficultyBySection, type DifficultyOrder, type DifficultyRow } from '../lib/difficulty';
import { percentText } from '../../../shared/format/percent';

const ORDERS: { value: DifficultyOrder; label: string }[] = [
  { value: 'question', label: ResultTexts.questionOrder },
  { value: 'hardest', label: ResultTexts.hardestFirst },
];

const columns: Column<DifficultyRow>[] = [
  {
    header: ResultTexts.question,
    cell: (row) => (
      <>
        <span className="strong">{row.question}</span>
        {row.hardest && <span className="badge badge--warning results-hardest">{ResultTexts.hardest}</span>}
      </>
    ),
  },
  {
    header: ResultTexts.shareCorrect,
    cell: (row) => (
      <span className="difficulty-bar">
        <span className="difficulty-bar__track" aria-hidden="true">
          <span className="difficulty-bar__fill" style={{ width: `${Math.round(row.share_correct * 100)}%` }} />
        </span>
        <span className="difficulty-bar__value">{row.marked > 0 ? percentText(row.share_correct) : '—'}</span>
      </span>
    ),
  },
  { header: ResultTexts.marked, cell: (row) => row.marked, align: 'end' },
];

/** 'Question difficulty': the share of marked sittings that got each question right, per section, the hardest flagged. */
export function QuestionDifficultyPanel({ questions }: { questions: QuestionDifficulty[] }) {
  const titleId = useId();
  const [order, setOrder] = useState<DifficultyOrder>('question');
  const sections = difficultyBySection(questions, order);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <div className="results-panel-head">
        <h2 id={titleId} className="panel__title">
          {ResultTexts.difficulty}
        </h2>
        {sections.length > 0 && <FilterTabs label={ResultTexts.order} tabs={ORDERS} value={order} onChange={setOrder} />}
      </div>
      {sections.length === 0 && <p className="muted">{ResultTexts.noMarkedSittings}</p>}
      <div className="results-difficulty">
        {sections.map(({ section, rows }) => (
          <div key={section} className="results-difficulty__section">
            <h3 className="sitting-card__section-title">{ResultTexts[section]}</h3>
            <Table
              caption={`${ResultTexts.difficulty}: ${ResultTexts[section]}`}
              hideCaption
              scroll
              columns={columns}
              rows={rows}
              rowKey={(row) => row.question}
              rowClassName={(row) => (row.hardest ? 'results-row--hardest' : undefined)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
