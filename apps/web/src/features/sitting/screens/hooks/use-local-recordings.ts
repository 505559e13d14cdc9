import { useEffect, useState } from 'react';
import { storedRecording } from '../lib/recording-store';
import type { Recording } from './use-listening-recording';

/**
 * The recordings as this browser holds them: each one the listening rules downloaded plays from the
 * browser's store (no request at all, after a reload too); one it lacks (a sitting taken over on
 * another computer) streams from the api as before. Null until the store has answered.
 */
export function useLocalRecordings(recordings: Recording[]): Recording[] | null {
  const [local, setLocal] = useState<Recording[] | null>(null);
  useEffect(() => {
    let live = true;
    const objectUrls: string[] = [];
    void Promise.all(
      recordings.map(async (recording): Promise<Recording> => {
        const blob = await storedRecording(recording.url).catch(() => null);
        if (!blob) return recording;
        const url = URL.createObjectURL(blob);
        objectUrls.push(url);
        return { ...recording, url, local: true };
      }),
    ).then((list) => {
      if (live) setLocal(list);
    });
    return () => {
      live = false;
      objectUrls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [recordings]);
  return local;
}
