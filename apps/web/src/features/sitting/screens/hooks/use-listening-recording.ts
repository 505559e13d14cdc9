import { ExamEvents, RECORDING_START_MAX_SECONDS } from '@cdi/contracts';
import { useEffect, useRef, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { withRecordingPass } from '../lib/recording-store';
import {
  afterRecordingEnds,
  AUDIO_AUTOSTART_MS,
  AUDIO_NEXT_PART_MS,
  catchUp,
  placeAt,
  secondsAt,
  type RecordingPlace,
  type TimedRecording,
} from '../lib/listening-audio';

export interface Recording extends TimedRecording {
  url: string;
  /** Played from the browser's store (an object URL): no pass to add. */
  local?: boolean;
}

interface RecordingOptions {
  engine: ExamEngine;
  /** In part order. */
  recordings: Recording[];
  paused: boolean;
  /** The recording moved on to another part: the screen shows that part's questions. */
  onPartChange: (part: number) => void;
}

/** The server's place: `seconds` into the recording at local time `at` (null seconds: not begun). */
interface ServerPlace {
  seconds: number | null;
  at: number;
}

const ASK_AGAIN_MS = 1000;

/**
 * Plays the listening recordings from where the server says they are. The server is the one
 * authority on the place: this window asks it on opening and after a pause, tells it when the
 * recording first begins, and only ever moves forward to its place (a reload or another computer
 * carries on where the recording is, never before). Starts about a second after opening, moves to the
 * next part half a second after a recording ends; if the browser will not start sound on its own,
 * the candidate presses Play (`blocked`).
 */
export function useListeningRecording({ engine, recordings, paused, onPartChange }: RecordingOptions) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [place, setPlace] = useState<RecordingPlace | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  /** Null while unknown: not yet asked, or out of date after a pause. */
  const server = useRef<ServerPlace | null>(null);
  const reported = useRef(false);
  const loadedOnce = useRef(false);
  const stopped = useRef(false);
  const placeRef = useRef(place);
  placeRef.current = place;
  const pausedRef = useRef(paused);
  const latest = useRef({ engine, recordings, onPartChange });
  latest.current = { engine, recordings, onPartChange };
  /** The server's key to the recording, given to this window with its first answer (the same every time). */
  const pass = useRef('');
  const part = place && !place.finished ? recordings.find((r) => r.part === place.part) : undefined;
  const url = part && (part.local ? part.url : withRecordingPass(part.url, pass.current));

  const serverSecondsNow = () => {
    const known = server.current;
    return known?.seconds == null ? null : known.seconds + (Date.now() - known.at) / 1000;
  };

  /** Asks the server where the recording is (telling it, with playedSeconds, that it has begun). */
  const ask = async (playedSeconds: number | null): Promise<'answered' | 'retry' | 'stop'> => {
    const answer = await latest.current.engine.recordingPlace(playedSeconds);
    if ('seconds' in answer) {
      server.current = { seconds: answer.seconds, at: answer.at };
      pass.current = answer.pass;
      reported.current = answer.seconds !== null;
      return 'answered';
    }
    return answer.code === 'takenOver' ? 'stop' : 'retry';
  };

  const start = () => {
    const audio = audioRef.current;
    const current = placeRef.current;
    if (!audio || !current || current.finished || pausedRef.current || stopped.current) return;
    const ahead = catchUp(
      { part: current.part, offsetSeconds: audio.currentTime },
      serverSecondsNow(),
      latest.current.recordings,
    );
    if (ahead && (ahead.finished || ahead.part !== current.part)) return setPlace(ahead);
    if (ahead) audio.currentTime = ahead.offsetSeconds;
    audio.play().then(
      () => {
        setBlocked(false);
        latest.current.engine.audioStarted();
        if (reported.current) return;
        reported.current = true;
        const played = secondsAt(current.part, audio.currentTime, latest.current.recordings);
        void ask(Math.min(RECORDING_START_MAX_SECONDS, Math.max(0, played)));
      },
      () => setBlocked(true),
    );
  };

  // On opening: where is the recording? Asked until the server answers; nothing plays before.
  useEffect(() => {
    let open = true;
    void (async () => {
      for (;;) {
        const outcome = await ask(null);
        if (!open || outcome === 'stop') return;
        if (outcome === 'answered') break;
        await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
      }
      setPlace(placeAt(serverSecondsNow() ?? 0, latest.current.recordings));
    })();
    return () => {
      open = false;
    };
  }, []);

  // A new recording (or the first): load it at its place and start it after the spec's delay.
  useEffect(() => {
    const audio = audioRef.current;
    const current = placeRef.current;
    if (!audio || !url || !current || current.finished) return;
    latest.current.onPartChange(current.part);
    audio.currentTime = current.offsetSeconds;
    setCurrentTime(current.offsetSeconds);
    const delay = loadedOnce.current ? AUDIO_NEXT_PART_MS : AUDIO_AUTOSTART_MS;
    loadedOnce.current = true;
    const timer = window.setTimeout(start, delay);
    return () => window.clearTimeout(timer);
    // Only a change of recording restarts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  // The invigilator's pause stops the sound; on resuming, the server's place is asked again.
  useEffect(() => {
    if (pausedRef.current === paused) return;
    pausedRef.current = paused;
    const audio = audioRef.current;
    if (!audio || !url) return;
    if (paused) {
      audio.pause();
      server.current = null;
    } else if (audio.currentTime > 0 && audio.paused && !audio.ended) {
      void ask(null).then(start);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);

  // Another window has taken the sitting over: this one falls silent.
  useEffect(
    () =>
      engine.on(ExamEvents.takenOver, () => {
        stopped.current = true;
        audioRef.current?.pause();
      }),
    [engine],
  );

  const audioEvents = {
    onTimeUpdate: () => setCurrentTime(audioRef.current?.currentTime ?? 0),
    onEnded: () => {
      const current = placeRef.current;
      if (current && !current.finished) setPlace(afterRecordingEnds(current.part, latest.current.recordings));
    },
  };
  return { audioRef, audioEvents, url, place, currentTime, blocked, play: start };
}
