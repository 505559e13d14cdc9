import { Texts } from '@cdi/contracts';
import { Notice } from '../../../../shared/ui/Notice';

/** While the invigilator holds the candidate's start: why Begin waits. */
export function StartHeldNotice() {
  return (
    <div data-start-held="">
      <Notice tone="info">{Texts.startHeldNotice}</Notice>
    </div>
  );
}
