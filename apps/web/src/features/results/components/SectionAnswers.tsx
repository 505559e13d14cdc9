import { ResultTexts, type SectionResult } from '@cdi/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { QuestionTable } from './QuestionTable';

/** 'Show answers' for one section: the candidate's answers against the key, folded away until asked for. */
export function SectionAnswers({ section, label }: { section: SectionResult; label: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="section-answers">
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        aria-label={`${open ? ResultTexts.hideAnswers : ResultTexts.showAnswers}: ${label}`}
        icon={<Icon name="chevron" size={16} />}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? ResultTexts.hideAnswers : ResultTexts.showAnswers}
      </Button>
      <div id={regionId} hidden={!open} className="section-answers__table">
        {open && <QuestionTable caption={`${label}: ${ResultTexts.yourAnswer}`} questions={section.questions} />}
      </div>
    </div>
  );
}
