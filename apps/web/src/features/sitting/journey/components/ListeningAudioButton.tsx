import { Texts } from '@cdi/contracts';
import { useRef, useState } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { Icon } from '../../../../shared/ui/Icon';

/**
 * Play/Pause for the first listening recording. The server hands the recording out only while the
 * listening section is open, so a refusal shows a short note instead of an error.
 */
export function ListeningAudioButton({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [refused, setRefused] = useState(false);

  const toggle = () => {
    const player = audio.current;
    if (!player) return;
    if (!player.paused) return player.pause();
    player.play().catch((error: unknown) => {
      // A pause pressed while it was still loading aborts play(); that is not a refusal.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setRefused(true);
    });
  };

  if (refused) return <p className="journey-hint">{Texts.audioAfterSectionOpens}</p>;
  return (
    <div className="journey-audio">
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => setRefused(true)}
      />
      <Button icon={<Icon name="headphones" size={16} />} onClick={toggle}>
        {playing ? Texts.pauseAudio : Texts.playAudio}
      </Button>
    </div>
  );
}
