import { RECORDING_PASS_PARAM } from '@cdi/contracts';
import { RECORDING_CACHE } from '../../../../shared/session/storage-keys';

/** How far one recording has come down: bytes so far and the whole (null while the server has not said). */
export interface DownloadState {
  loaded: number;
  total: number | null;
  done: boolean;
}

/**
 * The whole download as one percentage, 0-100 (rounded down, so 100 means every recording is whole);
 * null while a recording's size is still unknown.
 */
export function downloadPercent(states: readonly DownloadState[]): number | null {
  if (states.length === 0) return 100;
  if (states.every((s) => s.done)) return 100;
  if (states.some((s) => !s.done && s.total === null)) return null;
  const total = states.reduce((sum, s) => sum + (s.done ? s.loaded : (s.total ?? 0)), 0);
  const loaded = states.reduce((sum, s) => sum + s.loaded, 0);
  return total === 0 ? 0 : Math.min(99, Math.floor((loaded / total) * 100));
}

/** A recording's URL (which names its version) with the exam window's pass beside it; the store keeps the URL without it. */
export function withRecordingPass(url: string, pass: string): string {
  // Content URLs are the api's own paths: the base only lets URL parse them.
  const withPass = new URL(url, 'http://api.invalid');
  withPass.searchParams.set(RECORDING_PASS_PARAM, pass);
  return `${withPass.pathname}${withPass.search}`;
}

const store = () => ('caches' in window ? window.caches.open(RECORDING_CACHE) : null);

/** A recording already in the browser (stored under its URL, the same for every window of the sitting), or null. */
export async function storedRecording(url: string): Promise<Blob | null> {
  const cache = await store();
  const hit = await cache?.match(url);
  return hit ? hit.blob() : null;
}

/**
 * Downloads a recording whole with the exam window's pass, reporting its bytes as they arrive, and
 * keeps it in the browser, so a reload or a takeover on this computer plays it without fetching again.
 */
export async function downloadRecording(
  url: string,
  pass: string,
  onBytes: (loaded: number, total: number | null) => void,
  signal: AbortSignal,
): Promise<Blob> {
  const response = await fetch(withRecordingPass(url, pass), {
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`The recording answered ${response.status}`);
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onBytes(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onBytes(loaded, total);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'audio/mpeg' });
  const cache = await store();
  await cache?.put(url, new Response(blob, { headers: { 'Content-Type': blob.type, 'Content-Length': String(blob.size) } }));
  return blob;
}
