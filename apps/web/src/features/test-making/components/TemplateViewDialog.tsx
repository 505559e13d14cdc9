import { fillText, type Template, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { Dialog } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { partsByIds } from '../api/test-making-api';
import { capitalised, compositionFromIds, SECTIONS, templateSlotIds } from '../lib/composition';

/** A template's parts, slot by slot. */
export function TemplateViewDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const ids = templateSlotIds(template);
  const all = SECTIONS.flatMap((s) => ids[s]).filter((id): id is string => id !== null);
  const parts = useQuery({ queryKey: ['admin', 'test-making', 'template', template.id], queryFn: () => partsByIds(all) });
  const composition = parts.data ? compositionFromIds(ids, parts.data) : null;
  return (
    <Dialog
      title={fillText(TestMakingScreenTexts.templateParts, { title: template.title })}
      onClose={onClose}
      dismissLabel="Close"
    >
      {template.description && <p>{template.description}</p>}
      {parts.isPending && <Spinner />}
      {parts.isError && <Notice tone="error">{errorMessage(parts.error, TestMakingTexts.failedToLoadTemplateDetails)}</Notice>}
      {composition && (
        <dl className="template-view">
          {SECTIONS.map((section) => (
            <div key={section}>
              <dt>{capitalised(section)}</dt>
              {composition[section].map((part, i) => (
                <dd key={i}>
                  {section === 'reading' ? 'Passage' : 'Part'} {i + 1}: {part ? part.title : '—'}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
