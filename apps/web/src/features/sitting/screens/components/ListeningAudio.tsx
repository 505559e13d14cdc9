import { fillText, Texts } from '@cdi/contracts';
import { useEffect, useRef, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { STORAGE_PREFIX } from '../../../../shared/session/storage-keys';
import { Button } from '../../../../shared/ui/Button';
import {
  afterRecordingEnds,
  AUDIO_AUTOSTART_MS,
  AUDIO_NEXT_PART_MS,
  resumeProgress,
  type AudioProgress,
} from '../lib/listening-audio';

interface ListeningAudioProps {
  engine: ExamEngine;
  attemptId: string;
  recordings: { part: number; url: string }[];
  paused: boolean;
  /** The recording moved on to another part: the screen shows that part's questions. */
  onPartChange: (part: number) => void;
}

const progressKey = (attemptId: string) => `${STORAGE_PREFIX}exam.audio.${attemptId}`;
/** How often the playing position is written down, so a reload carries on close to where it was. */
const SAVE_POSITION_MS = 2000;

function readProgress(attemptId: string): AudioProgress | null {
  try {
    return JSON.parse(window.localStorage.getItem(progressKey(attemptId)) ?? 'null') as AudioProgress | null;
  } catch {
    return null;
  }
}

/**
 * The listening recordings, played in part order and heard once: no controls to seek or replay, only
 * the volume. Starts about a second after the screen loads, moves to the next part half a second after
 * a recording ends, and carries on from where it was after a reload. If the browser will not start
 * sound on its own, the candidate presses Play once.
 */
export function ListeningAudio({ engine, attemptId, recordings, paused, onPartChange }: ListeningAudioProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const parts = recordings.map((r) => r.part);
  const [progress, setProgress] = useState(() => resumeProgress(readProgress(attemptId), parts));
  const [blocked, setBlocked] = useState(false);
  const [volume, setVolume] = useState(1);
  const lastSaved = useRef(0);
  const url = progress && !progress.finished ? recordings.find((r) => r.part === progress.part)?.url : undefined;

  const save = (next: AudioProgress) => window.localStorage.setItem(progressKey(attemptId), JSON.stringify(next));

  const play = () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.play().then(
      () => {
        setBlocked(false);
        engine.audioStarted();
      },
      () => setBlocked(true),
    );
  };

  // A new recording (or the first): load it at the saved position and start it after the spec's delay.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !url || !progress) return;
    onPartChange(progress.part);
    audio.currentTime = progress.position;
    const delay = progress.position === 0 && progress.part !== parts[0] ? AUDIO_NEXT_PART_MS : AUDIO_AUTOSTART_MS;
    const timer = window.setTimeout(() => {
      if (!paused) play();
    }, delay);
    return () => window.clearTimeout(timer);
    // Only a change of recording restarts this; position updates must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  // The invigilator's pause stops the sound; resuming carries on.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !url) return;
    if (paused) audio.pause();
    else if (audio.currentTime > 0 && audio.paused && !audio.ended) play();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  if (!progress) return null;
  return (
    <div className="listening-audio">
      <audio
        ref={audioRef}
        src={url}
        preload="auto"
        onTimeUpdate={(event) => {
          const now = Date.now();
          if (now - lastSaved.current < SAVE_POSITION_MS) return;
          lastSaved.current = now;
          save({ ...progress, position: event.currentTarget.currentTime });
        }}
        onEnded={() => {
          const next = afterRecordingEnds(progress, parts);
          save(next);
          setProgress(next);
        }}
      />
      <span className="listening-audio__status" role="status">
        {progress.finished ? Texts.recordingsFinished : fillText(Texts.recordingPlaying, { n: progress.part })}
      </span>
      {blocked && !progress.finished && (
        <Button size="small" variant="primary" onClick={play}>
          {Texts.playRecording}
        </Button>
      )}
      <label className="listening-audio__volume">
        <span>{Texts.volume}</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
        />
      </label>
    </div>
  );
}
