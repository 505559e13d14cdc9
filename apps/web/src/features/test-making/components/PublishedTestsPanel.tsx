import { fillText, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import { calendarDate } from '../../../shared/format/date';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useTemplates } from '../hooks/use-test-making';
import { templatePartCount } from '../lib/composition';
import { TemplateListItem, useViewAndAssign } from './TemplateListItem';
import '../test-making.css';

/** The tests the platform published to the centre (templates it cannot change): View and Assign. */
export function PublishedTestsPanel() {
  const templates = useTemplates();
  const published = templates.data?.filter((t) => t.published_at) ?? [];
  const viewAndAssign = useViewAndAssign();

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
            <TemplateListItem
              key={t.id}
              template={t}
              details={
                <>
                  {t.description && <span>{t.description}</span>}
                  <span className="muted">
                    {fillText(TestMakingScreenTexts.publishedSummary, {
                      count: templatePartCount(t),
                      date: calendarDate(t.published_at!),
                    })}
                  </span>
                </>
              }
              actionsLabel={t.title}
            >
              {viewAndAssign.buttons(t)}
            </TemplateListItem>
          ))}
        </ul>
      )}
      {viewAndAssign.dialogs}
    </section>
  );
}
