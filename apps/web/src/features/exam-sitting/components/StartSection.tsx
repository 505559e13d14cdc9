import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { useMutation } from '@tanstack/react-query';
import type { ExamEngine } from '../../../shared/exam-engine';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { notify } from '../../../shared/ui/Toast';
import { acceptedOrThrow, refusalMessage } from '../lib/section-action';
import { sectionName } from '../lib/sitting';

interface StartSectionProps {
  engine: ExamEngine;
  section: ExamSection;
  minutes: number;
  disabled: boolean;
}

/** The next section, waiting for the candidate to start its clock. */
export function StartSection({ engine, section, minutes, disabled }: StartSectionProps) {
  const start = useMutation({
    mutationFn: async () => acceptedOrThrow(await engine.sectionStart(section)),
    onError: () => notify(Texts.failedToStartTest, 'error'),
  });
  const name = sectionName(section);
  return (
    <section className="panel exam-start" aria-labelledby="exam-start-title">
      <h2 id="exam-start-title" className="panel__title">
        {name}
      </h2>
      <p>
        You have {minutes} minutes for the {name.toLowerCase()} section. The clock starts when you press the button.
      </p>
      {start.isError && <Notice tone="error">{refusalMessage(start.error, Texts.failedToStartTest)}</Notice>}
      <div>
        <Button
          variant="primary"
          icon={<Icon name="play" size={16} />}
          busy={start.isPending}
          disabled={disabled}
          onClick={() => start.mutate()}
        >
          {fillText(Texts.startSection, { section: name })}
        </Button>
      </div>
    </section>
  );
}
