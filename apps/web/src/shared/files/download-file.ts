import type { FileRoute } from '@cdi/contracts';
import { fileNameFromDisposition, type FileRequestOptions } from '../api/client';
import { fetchRouteFile, type RouteInput } from '../api/call-route';
import { saveFile } from './save-file';

type DownloadOptions = FileRequestOptions & { fallbackName: string };

/** Saves a file answer under the name the server gives in Content-Disposition, or the fallback name. */
async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  saveFile(fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName), await response.blob());
}

/**
 * Downloads a file an endpoint answers through the browser, authenticated like every call (not a bare
 * link), under the name the server gives in Content-Disposition, or the fallback name.
 */
export async function downloadRouteFile<R extends FileRoute>(
  route: R,
  input: RouteInput<R>,
  options: Omit<DownloadOptions, 'query'>,
): Promise<void> {
  await saveResponse(await fetchRouteFile(route, input, options), options.fallbackName);
}
