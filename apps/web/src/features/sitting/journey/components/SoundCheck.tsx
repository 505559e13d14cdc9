import { Texts } from '@cdi/contracts';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { Notice } from '../../../../shared/ui/Notice';
import { VolumeControl } from '../../../../shared/ui/VolumeControl';
import { useTestTone } from '../hooks/use-test-tone';
import { StartHeldNotice } from './StartHeldNotice';

interface SoundCheckProps {
  /** Confirming: the server is told and Listening begins. */
  confirming: boolean;
  failure?: ReactNode;
  /** The invigilator holds the candidate's start: the sound can be checked, but Listening waits. */
  held: boolean;
  onConfirm: () => void;
}

/**
 * The sound check before Listening, as on the computer-delivered test: play a test tone, set the
 * volume, and confirm it can be heard. The tone is made in the page, so it needs no file and works
 * under the app's content security policy.
 */
export function SoundCheck({ confirming, failure, held, onConfirm }: SoundCheckProps) {
  const tone = useTestTone();
  const titleId = useId();
  const hintId = useId();
  const played = tone.state === 'playing' || tone.state === 'played';
  return (
    <article className="journey-rules sound-check" aria-labelledby={titleId} data-tone={tone.state}>
      <h1 id={titleId} className="journey-title">
        {Texts.soundCheckTitle}
      </h1>
      <p>{Texts.soundCheckInstructions}</p>
      <div className="sound-check__controls">
        {tone.state === 'playing' ? (
          <Button onClick={tone.stop}>{Texts.stopSound}</Button>
        ) : (
          <Button onClick={tone.play}>{Texts.playSound}</Button>
        )}
        <VolumeControl value={tone.volume} onChange={tone.setVolume} />
      </div>
      <p className="sound-check__status" role="status">
        {tone.state === 'playing' ? Texts.soundPlaying : ''}
      </p>
      {tone.state === 'unavailable' && <Notice tone="error">{Texts.soundUnavailable}</Notice>}
      {failure}
      {held && <StartHeldNotice />}
      <div className="sound-check__confirm">
        <Button
          variant="primary"
          disabled={!played || held}
          busy={confirming}
          aria-describedby={played ? undefined : hintId}
          onClick={onConfirm}
        >
          {confirming ? Texts.startingTest : Texts.canHearSound}
        </Button>
        {!played && (
          <span id={hintId} className="muted">
            {Texts.soundCheckPlayFirst}
          </span>
        )}
      </div>
    </article>
  );
}
