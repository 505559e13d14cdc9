import { Texts } from '@cdi/contracts';
import { useState } from 'react';
import { Icon } from '../../../../shared/ui/Icon';
import { sectionTitle, type RulesSection } from '../lib/section-rules';

interface InstructionVideoProps {
  section: RulesSection;
  /** The candidate started the video or watched it to the end. */
  onWatched?: () => void;
  /** The video cannot be shown; the fallback panel replaced it. */
  onUnavailable?: () => void;
  /** The rules are on the same page: the fallback points at them. */
  rulesBelow?: boolean;
}

/** The section's instruction video, served from /videos; a panel saying so (and pointing at the rules) when it cannot play. */
export function InstructionVideo({ section, onWatched, onUnavailable, rulesBelow = false }: InstructionVideoProps) {
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable) {
    return (
      <div className="journey-video journey-video--unavailable" role="status">
        <Icon name="alert" />
        <p>
          {rulesBelow ? `${Texts.instructionVideoUnavailable} — ${Texts.readTheRulesBelow}` : Texts.instructionVideoUnavailable}
        </p>
      </div>
    );
  }
  return (
    <figure className="journey-video">
      <video
        className="journey-video__player"
        controls
        preload="metadata"
        src={`/videos/${section}-instructions.webm`}
        aria-label={`${sectionTitle(section)} instructions`}
        onPlay={onWatched}
        onEnded={onWatched}
        onError={() => {
          setUnavailable(true);
          onUnavailable?.();
        }}
      >
        <track kind="captions" src={`/videos/${section}-instructions.vtt`} srcLang="en" label="English" default />
      </video>
    </figure>
  );
}
