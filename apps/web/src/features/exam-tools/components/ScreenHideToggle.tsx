import { Texts } from '@cdi/contracts';
import { useId, type Ref } from 'react';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import '../exam-tools.css';

interface ScreenHideToggleProps {
  hidden: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Hides and shows the exam content. A toggle keeps one name and reports its state
 * with aria-pressed: 'Hide screen', pressed while the screen is hidden. The cover's own 'Show screen'
 * button is the other way back.
 */
export function ScreenHideToggle({ hidden, onToggle, ref }: ScreenHideToggleProps) {
  return (
    <button ref={ref} type="button" className="button button--secondary button--small" aria-pressed={hidden} onClick={onToggle}>
      {ExamToolTexts.hideScreen}
    </button>
  );
}

/**
 * What shows in place of the hidden exam content. Render it beside the content, which the caller
 * hides (the hidden attribute keeps it mounted, so the timer and the audio run on). The button
 * unmounts with the cover, so onShow should move focus on, e.g. back to the toggle through its ref.
 */
export function ScreenHiddenCover({ onShow }: { onShow: () => void }) {
  const messageId = useId();
  return (
    <section className="screen-hidden-cover" aria-labelledby={messageId}>
      <p id={messageId} className="screen-hidden-cover__message">
        {Texts.screenHidden}
      </p>
      <button type="button" className="button button--primary" onClick={onShow}>
        {ExamToolTexts.showScreen}
      </button>
    </section>
  );
}
