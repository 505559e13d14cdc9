import { fillText, type Template, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { calendarDate } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useTemplates } from '../hooks/use-test-making';
import { AssignTemplateDialog } from './AssignTemplateDialog';
import { partCount } from './TemplatesPanel';
import { TemplateViewDialog } from './TemplateViewDialog';
import '../test-making.css';

/** The tests the platform published to the centre (templates it cannot change): View and Assign. */
export function PublishedTestsPanel() {
  const templates = useTemplates();
  const published = templates.data?.filter((t) => t.published_at) ?? [];
  const [viewing, setViewing] = useState<Template | null>(null);
  const [assigning, setAssigning] = useState<Template | null>(null);

  return (
    <section className="panel" aria-labelledby="published-tests-title">
      <h2 id="published-tests-title" className="panel__title">
        {TestMakingScreenTexts.publishedTestsTitle}
      </h2>
      <p className="muted">{TestMakingScreenTexts.publishedTestsSubtitle}</p>
      {templates.isPending && <Spinner />}
      {templates.isError && <Notice tone="error">{errorMessage(templates.error, TestMakingTexts.failedToLoadData)}</Notice>}
      {templates.data && published.length === 0 && <EmptyState title={TestMakingScreenTexts.noPublishedTests} />}
      {published.length > 0 && (
        <ul className="templates__list">
          {published.map((t) => (
            <li key={t.id} className="templates__item">
              <div className="templates__text">
                <span className="templates__name">{t.title}</span>
                {t.description && <span>{t.description}</span>}
                <span className="muted">
                  {fillText(TestMakingScreenTexts.publishedSummary, { count: partCount(t), date: calendarDate(t.published_at!) })}
                </span>
              </div>
              <div className="templates__actions" role="group" aria-label={t.title}>
                <Button size="small" onClick={() => setViewing(t)}>
                  {TestMakingScreenTexts.view}
                </Button>
                <Button size="small" onClick={() => setAssigning(t)}>
                  {TestMakingScreenTexts.assign}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {viewing && <TemplateViewDialog template={viewing} onClose={() => setViewing(null)} />}
      {assigning && <AssignTemplateDialog template={assigning} onClose={() => setAssigning(null)} />}
    </section>
  );
}
