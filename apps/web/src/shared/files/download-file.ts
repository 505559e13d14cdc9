import type { FileRoute } from '@cdi/contracts';
import { fetchFile, fileNameFromDisposition, type FileRequestOptions } from '../api/client';
import { fetchRouteFile, type RouteInput } from '../api/call-route';
import { saveFile } from './save-file';

type DownloadOptions = FileRequestOptions & { fallbackName: string };

/** Saves a file answer under the name the server gives in Content-Disposition, or the fallback name. */
async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  saveFile(fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName), await response.blob());
}

/**
 * Downloads a file the API answers through the browser, authenticated like every call (not a bare
 * link), under the name the server gives in Content-Disposition, or the fallback name.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<void> {
  await saveResponse(await fetchFile(path, options), options.fallbackName);
}

/** Like downloadFile, for a route declared by its contract. */
export async function downloadRouteFile<R extends FileRoute>(
  route: R,
  input: RouteInput<R>,
  options: Omit<DownloadOptions, 'query'>,
): Promise<void> {
  await saveResponse(await fetchRouteFile(route, input, options), options.fallbackName);
}
