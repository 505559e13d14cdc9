import { fillText, Texts } from '@cdi/contracts';
import { formatCountdown } from '@cdi/exam-core';
import { useEffect, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { Button } from '../../../../shared/ui/Button';
import { VolumeControl } from '../../../../shared/ui/VolumeControl';
import { useListeningRecording, type Recording } from '../hooks/use-listening-recording';
import { heardOfTotal } from '../lib/listening-audio';

interface ListeningAudioProps {
  engine: ExamEngine;
  /** In part order. */
  recordings: Recording[];
  paused: boolean;
  /** The recording moved on to another part: the screen shows that part's questions. */
  onPartChange: (part: number) => void;
}

/**
 * The listening recordings, played in part order and heard once: no controls to seek or replay, only
 * the volume, and a bar showing how much has played of the whole.
 */
export function ListeningAudio({ engine, recordings, paused, onPartChange }: ListeningAudioProps) {
  const recording = useListeningRecording({ engine, recordings, paused, onPartChange });
  const { audioRef, place } = recording;
  const [volume, setVolume] = useState(1);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [audioRef, volume]);

  if (recordings.length === 0) return null;
  const { heard, total } = heardOfTotal(place, recording.currentTime, recordings);
  const time = fillText(Texts.recordingTime, { elapsed: formatCountdown(heard), total: formatCountdown(total) });
  return (
    <div className="listening-audio">
      <audio ref={audioRef} src={recording.url} preload="auto" {...recording.audioEvents} />
      <span className="listening-audio__status" role="status">
        {place?.finished ? Texts.recordingsFinished : place ? fillText(Texts.recordingPlaying, { n: place.part }) : null}
      </span>
      <span className="listening-audio__progress">
        <progress max={total || 1} value={heard} aria-label={Texts.recordingProgress} aria-valuetext={time} />
        <span className="listening-audio__time">{time}</span>
      </span>
      {recording.blocked && place && !place.finished && (
        <Button size="small" variant="primary" onClick={recording.play}>
          {Texts.playRecording}
        </Button>
      )}
      <VolumeControl value={volume} onChange={setVolume} />
    </div>
  );
}
