import { fillText, type Template, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { datePart } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useDeleteTemplate, useTemplates } from '../hooks/use-test-making';
import { templatePartCount } from '../lib/composition';
import { TemplateListItem, useViewAndAssign } from './TemplateListItem';

interface TemplatesPanelProps {
  open: boolean;
  onToggle: () => void;
  onLoad: (template: Template) => void;
}

function DeleteTemplateDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      title={TestMakingScreenTexts.deleteTemplateTitle}
      message={fillText(TestMakingTexts.deleteTemplateConfirm, { title: template.title })}
      remove={useDeleteTemplate(template.id)}
      successText={TestMakingTexts.templateDeleted}
      failureText={TestMakingTexts.failedToDeleteTemplate}
      onClose={onClose}
      onDeleted={onClose}
    />
  );
}

/** Saved Templates with their count, hidden until asked for (or a template is saved): Load, View, Assign, Delete. */
export function TemplatesPanel({ open, onToggle, onLoad }: TemplatesPanelProps) {
  const templates = useTemplates();
  const viewAndAssign = useViewAndAssign();
  const [deleting, setDeleting] = useState<Template | null>(null);
  const count = templates.data?.length;

  return (
    <section className="panel templates" aria-labelledby="templates-title">
      <div className="templates__header">
        <h2 id="templates-title" className="panel__title">
          {TestMakingScreenTexts.savedTemplates} ({count ?? '…'})
        </h2>
        <Button size="small" aria-expanded={open} aria-controls="templates-list" onClick={onToggle}>
          {open ? TestMakingScreenTexts.hide : TestMakingScreenTexts.show}
        </Button>
      </div>
      <div id="templates-list" hidden={!open}>
        {templates.isPending && <Spinner />}
        {templates.isError && <Notice tone="error">{errorMessage(templates.error, TestMakingTexts.failedToLoadData)}</Notice>}
        {templates.data?.length === 0 && <p className="muted">{TestMakingScreenTexts.noTemplates}</p>}
        {templates.data && templates.data.length > 0 && (
          <ul className="templates__list">
            {templates.data.map((t) => (
              <TemplateListItem
                key={t.id}
                template={t}
                badge={
                  t.published_at && (
                    <span className="badge badge--info templates__badge">{TestMakingScreenTexts.publishedBadge}</span>
                  )
                }
                details={
                  <span className="muted">
                    {fillText(TestMakingScreenTexts.templateSummary, {
                      count: templatePartCount(t),
                      date: datePart(t.created_at),
                    })}
                  </span>
                }
                actionsLabel={`Template ${t.title}`}
              >
                <Button size="small" onClick={() => onLoad(t)}>
                  {TestMakingScreenTexts.load}
                </Button>
                {viewAndAssign.buttons(t)}
                <Button size="small" variant="danger" onClick={() => setDeleting(t)}>
                  {TestMakingScreenTexts.delete}
                </Button>
              </TemplateListItem>
            ))}
          </ul>
        )}
      </div>
      {viewAndAssign.dialogs}
      {deleting && <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
