import { useRef, useState } from 'react';
import { CandidateHeader } from '../features/candidate';
import {
  countHighlights,
  ExamOptionsMenu,
  ExamToolTexts,
  HighlightToolbar,
  useHighlightTool,
  type HighlightEvent,
  type SelectionVerdict,
} from '../features/exam-tools';
import { Button } from '../shared/ui/Button';
import { PageHeader } from '../shared/ui/PageHeader';

const LOG_LIMIT = 50;

const IGNORED_REASONS: Record<Exclude<SelectionVerdict, 'ok'>, string> = {
  empty: 'nothing is selected',
  'zero-size': 'the selection has no size',
  'outside-content': 'the selection is outside the sample text',
  'in-field': 'the selection is inside a text field',
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function describe(event: HighlightEvent): string {
  switch (event.type) {
    case 'opened':
      return `Toolbar opened for “${event.text.length > 60 ? `${event.text.slice(0, 60)}…` : event.text}”`;
    case 'ignored':
      return `Selection ignored: ${IGNORED_REASONS[event.reason]}`;
    case 'highlighted':
      return `Highlighted ${plural(event.count, 'piece')} of text`;
    case 'removed':
      return `Removed the highlight from ${plural(event.count, 'piece')} of text`;
    case 'cleared':
      return `Cleared ${plural(event.count, 'highlight')}`;
    case 'closed':
      return 'Toolbar closed';
  }
}

interface Counters {
  made: number;
  removed: number;
  ignored: number;
  onPage: number;
}

/** /highlight-test: a developer page to try the highlight tool on sample text. */
export function HighlightTestPage() {
  const sampleRef = useRef<HTMLDivElement>(null);
  const nextLogId = useRef(1);
  const [log, setLog] = useState<{ id: number; time: string; text: string }[]>([]);
  const [counters, setCounters] = useState<Counters>({ made: 0, removed: 0, ignored: 0, onPage: 0 });

  const record = (event: HighlightEvent) => {
    const onPage = sampleRef.current ? countHighlights(sampleRef.current) : 0;
    setCounters((current) => ({
      made: current.made + (event.type === 'highlighted' ? event.count : 0),
      removed: current.removed + (event.type === 'removed' || event.type === 'cleared' ? event.count : 0),
      ignored: current.ignored + (event.type === 'ignored' ? 1 : 0),
      onPage,
    }));
    const entry = { id: nextLogId.current++, time: new Date().toLocaleTimeString(), text: describe(event) };
    setLog((entries) => [...entries, entry].slice(-LOG_LIMIT));
  };

  const tool = useHighlightTool({ containerRef: sampleRef, onEvent: record });

  return (
    <div className="candidate-page">
      <CandidateHeader context="Highlight Tool Test" showLogout={false}>
        <ExamOptionsMenu />
      </CandidateHeader>
      <main className="candidate-page__content">
        <PageHeader title="Highlight Tool Test" subtitle={ExamToolTexts.highlightShortcutHint} />

        <section className="panel" aria-labelledby="highlight-sample-title">
          <h2 id="highlight-sample-title" className="panel__title">
            Sample text
          </h2>
          <div ref={sampleRef} className="highlight-test__sample">
            <h3>The history of glass</h3>
            <p>
              Glass is one of the oldest materials made by people. The first true glass was made in Mesopotamia about 4,500 years
              ago, where craftsmen learned that <strong>sand, soda and lime</strong> melted together form a clear, hard substance
              once cooled.
            </p>
            <p>
              For centuries glass was a luxury. It was not until the invention of the <em>blowpipe</em> in the first century BC
              that glass vessels became cheap enough for everyday use across the Roman Empire.
            </p>
            <ul>
              <li>Window glass spread through Europe in the Middle Ages.</li>
              <li>Float glass, made on a bed of molten tin, was introduced in 1959.</li>
            </ul>
            <p>
              <label htmlFor="highlight-test-answer">Question 1: Glass was first made in</label>{' '}
              <input id="highlight-test-answer" className="field__input highlight-test__answer" type="text" /> about 4,500 years
              ago.
            </p>
          </div>
        </section>

        <div className="toolbar">
          <Button variant="primary" onClick={() => tool.openFromSelection({ focusToolbar: true })}>
            {ExamToolTexts.testSelection}
          </Button>
          <Button onClick={tool.clearAll}>{ExamToolTexts.clearAllHighlights}</Button>
        </div>

        <div className="grid grid--two">
          <section className="panel" aria-labelledby="highlight-status-title">
            <h2 id="highlight-status-title" className="panel__title">
              Status
            </h2>
            <dl className="highlight-test__counters">
              <div>
                <dt>Highlights made</dt>
                <dd>{counters.made}</dd>
              </div>
              <div>
                <dt>Highlights removed</dt>
                <dd>{counters.removed}</dd>
              </div>
              <div>
                <dt>Selections ignored</dt>
                <dd>{counters.ignored}</dd>
              </div>
              <div>
                <dt>Highlights on page</dt>
                <dd>{counters.onPage}</dd>
              </div>
            </dl>
          </section>
          <section className="panel" aria-labelledby="highlight-log-title">
            <h2 id="highlight-log-title" className="panel__title">
              Results log
            </h2>
            {log.length === 0 && <p className="muted">Nothing yet: select some sample text.</p>}
            <div role="log" aria-labelledby="highlight-log-title">
              <ol className="highlight-test__log" tabIndex={0} aria-labelledby="highlight-log-title">
                {log.map((entry) => (
                  <li key={entry.id}>
                    <span className="highlight-test__time">{entry.time}</span> {entry.text}
                  </li>
                ))}
              </ol>
            </div>
          </section>
        </div>
      </main>
      <HighlightToolbar tool={tool} />
    </div>
  );
}
