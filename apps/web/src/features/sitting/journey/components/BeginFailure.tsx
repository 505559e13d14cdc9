import { fillText, Texts, type ExamSection } from '@cdi/contracts';
import { Notice } from '../../../../shared/ui/Notice';
import { refusalMessage } from '../../engine/lib/section-action';

/** The red box of a section that would not start, with the server's reason when it gave one. */
export function BeginFailure({ section, error }: { section: ExamSection; error: unknown }) {
  const reason = refusalMessage(error, '');
  return (
    <Notice tone="error">
      <p>{fillText(Texts.failedToStartSectionTest, { section })}</p>
      {reason && <p>{reason}</p>}
    </Notice>
  );
}
