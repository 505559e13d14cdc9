import { useEffect, useRef, useState } from 'react';

/** idle: not played yet; playing: the tone sounds now; played: it has sounded; unavailable: no sound here. */
export type ToneState = 'idle' | 'playing' | 'played' | 'unavailable';

/** The sound check's tone: beeps of a mid-range pitch for a few seconds, made in the page (no file, nothing to fetch). */
const TONE_HZ = 660;
const BEEPS = 5;
const BEEP_SECONDS = 0.45;
const BEEP_GAP_SECONDS = 0.25;
/** A short fade in and out, so each beep starts and ends without a click. */
const FADE_SECONDS = 0.02;

interface ToneGraph {
  context: AudioContext;
  volume: GainNode;
}

/**
 * Plays the sound check's test tone with the Web Audio API. The AudioContext is made on the first
 * Play, inside the click, so browsers that want a gesture before sound allow it. `volume` (0-1)
 * applies at once, also while the tone plays.
 */
export function useTestTone() {
  const [state, setState] = useState<ToneState>('idle');
  const [volume, setVolume] = useState(0.8);
  const graph = useRef<ToneGraph | null>(null);
  const playing = useRef<OscillatorNode | null>(null);

  useEffect(() => {
    const current = graph.current;
    if (current) current.volume.gain.setTargetAtTime(volume, current.context.currentTime, 0.01);
  }, [volume]);

  useEffect(
    () => () => {
      void graph.current?.context.close();
      graph.current = null;
    },
    [],
  );

  const open = (): ToneGraph | null => {
    if (graph.current) return graph.current;
    if (typeof window.AudioContext !== 'function') return null;
    const context = new window.AudioContext();
    const gain = context.createGain();
    gain.gain.value = volume;
    gain.connect(context.destination);
    graph.current = { context, volume: gain };
    return graph.current;
  };

  const stop = () => {
    playing.current?.stop();
    playing.current = null;
  };

  const play = async () => {
    const tone = open();
    if (!tone) return setState('unavailable');
    stop();
    try {
      await tone.context.resume();
    } catch {
      return setState('unavailable');
    }
    if (tone.context.state !== 'running') return setState('unavailable');
    const { context } = tone;
    const beeps = context.createGain();
    beeps.gain.value = 0;
    beeps.connect(tone.volume);
    const oscillator = context.createOscillator();
    oscillator.frequency.value = TONE_HZ;
    oscillator.connect(beeps);
    const start = context.currentTime + 0.05;
    for (let i = 0; i < BEEPS; i++) {
      const at = start + i * (BEEP_SECONDS + BEEP_GAP_SECONDS);
      beeps.gain.setValueAtTime(0, at);
      beeps.gain.linearRampToValueAtTime(1, at + FADE_SECONDS);
      beeps.gain.setValueAtTime(1, at + BEEP_SECONDS - FADE_SECONDS);
      beeps.gain.linearRampToValueAtTime(0, at + BEEP_SECONDS);
    }
    oscillator.onended = () => {
      oscillator.disconnect();
      beeps.disconnect();
      if (playing.current === oscillator) playing.current = null;
      setState((now) => (now === 'playing' ? 'played' : now));
    };
    oscillator.start(start);
    oscillator.stop(start + BEEPS * (BEEP_SECONDS + BEEP_GAP_SECONDS));
    playing.current = oscillator;
    setState('playing');
  };

  return {
    state,
    volume,
    setVolume,
    play: () => void play(),
    stop: () => {
      stop();
      setState('played');
    },
  };
}
