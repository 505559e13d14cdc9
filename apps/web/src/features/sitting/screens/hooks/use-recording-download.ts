import { useEffect, useMemo, useState } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { useSectionContent } from '../../engine/hooks/use-section-content';
import { downloadPercent, downloadRecording, storedRecording, type DownloadState } from '../lib/recording-store';

export type RecordingDownload =
  { status: 'downloading'; percent: number | null } | { status: 'ready' } | { status: 'failed'; retry: () => void };

/** The exam window's key to the recording (see RecordingPass): asked for without reporting any playing. */
async function recordingPass(engine: ExamEngine): Promise<string> {
  const answer = await engine.recordingPlace(null);
  if ('pass' in answer) return answer.pass;
  throw new Error(answer.message);
}

/**
 * Brings the whole listening recording into the browser while the candidate reads the rules and checks
 * the sound: each part's recording is taken from the browser's store when a reload or an earlier
 * visit left it there, else downloaded with progress and stored. `enabled` false (another section's
 * rules) asks for nothing and is ready at once.
 */
export function useRecordingDownload(engine: ExamEngine, attemptId: string, enabled: boolean): RecordingDownload {
  const content = useSectionContent(attemptId, 'listening', enabled);
  // Each try is a round; what the effect reports belongs to its round, so a new try starts from nothing.
  const [round, setRound] = useState(0);
  const [progress, setProgress] = useState<{ round: number; states: DownloadState[]; failed: boolean }>({
    round: -1,
    states: [],
    failed: false,
  });
  const urls = useMemo(() => content.data?.flatMap((part) => (part.audio_url ? [part.audio_url] : [])) ?? null, [content.data]);

  useEffect(() => {
    if (!urls) return;
    const controller = new AbortController();
    const report = (change: (states: DownloadState[]) => DownloadState[], failed = false) =>
      setProgress((previous) => ({
        round,
        states: change(previous.round === round ? previous.states : urls.map(() => NOTHING_YET)),
        failed,
      }));
    const update = (index: number, state: DownloadState) => report((states) => states.map((s, i) => (i === index ? state : s)));
    void (async () => {
      let pass: string | null = null;
      for (const [index, url] of urls.entries()) {
        const blob =
          (await storedRecording(url)) ??
          (await downloadRecording(
            url,
            (pass ??= await recordingPass(engine)),
            (loaded, total) => update(index, { loaded, total, done: false }),
            controller.signal,
          ));
        update(index, { loaded: blob.size, total: blob.size, done: true });
      }
    })().catch(() => {
      if (!controller.signal.aborted) report((states) => states, true);
    });
    return () => controller.abort();
  }, [urls, engine, round]);

  if (!enabled) return { status: 'ready' };
  const current = progress.round === round ? progress : null;
  if (content.isError || current?.failed)
    return {
      status: 'failed',
      retry: () => {
        if (content.isError) void content.refetch();
        setRound((n) => n + 1);
      },
    };
  if (!urls) return { status: 'downloading', percent: null };
  const percent = downloadPercent(current?.states ?? urls.map(() => NOTHING_YET));
  return percent === 100 ? { status: 'ready' } : { status: 'downloading', percent };
}

const NOTHING_YET: DownloadState = { loaded: 0, total: null, done: false };

/**
 * The share of the recording in the browser as the heartbeat reports it: 100 once ready, 0 after a
 * failed download (a retry starts it again), null when this page does not fetch it.
 */
export function downloadedPercent(download: RecordingDownload | null): number | null {
  if (!download) return null;
  if (download.status === 'ready') return 100;
  return download.status === 'downloading' ? (download.percent ?? 0) : 0;
}

/**
 * Tells the invigilator (through the heartbeat) how far the recording has come, so the roster can
 * show a candidate whose recording is not in yet; nothing once these rules are left behind.
 */
export function useReportRecordingDownload(engine: ExamEngine, download: RecordingDownload | null): void {
  const percent = downloadedPercent(download);
  useEffect(() => {
    engine.recordingDownloaded(percent);
  }, [engine, percent]);
  useEffect(() => () => engine.recordingDownloaded(null), [engine]);
}
