import { TestMakingScreenTexts, type Template } from '@cdi/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { AssignTemplateDialog } from './AssignTemplateDialog';
import { TemplateViewDialog } from './TemplateViewDialog';
import '../test-making.css';

interface TemplateListItemProps {
  template: Template;
  /** Beside the title: a badge, say. */
  badge?: ReactNode;
  /** The lines under the title. */
  details: ReactNode;
  actionsLabel: string;
  /** The item's buttons, in order. */
  children: ReactNode;
}

/** One template in a list of templates: its title and details, then its actions. */
export function TemplateListItem({ template, badge, details, actionsLabel, children }: TemplateListItemProps) {
  return (
    <li className="templates__item">
      <div className="templates__text">
        <span className="templates__name">
          {template.title}
          {badge}
        </span>
        {details}
      </div>
      <div className="templates__actions" role="group" aria-label={actionsLabel}>
        {children}
      </div>
    </li>
  );
}

/** The View and Assign a template list offers: their buttons for an item, and the one dialog open. */
export function useViewAndAssign() {
  const [viewing, setViewing] = useState<Template | null>(null);
  const [assigning, setAssigning] = useState<Template | null>(null);
  const buttons = (template: Template) => (
    <>
      <Button size="small" onClick={() => setViewing(template)}>
        {TestMakingScreenTexts.view}
      </Button>
      <Button size="small" onClick={() => setAssigning(template)}>
        {TestMakingScreenTexts.assign}
      </Button>
    </>
  );
  const dialogs = (
    <>
      {viewing && <TemplateViewDialog template={viewing} onClose={() => setViewing(null)} />}
      {assigning && <AssignTemplateDialog template={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
  return { buttons, dialogs };
}
