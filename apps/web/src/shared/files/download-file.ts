import { fetchFile, fileNameFromDisposition, type FileRequestOptions } from '../api/client';
import { saveFile } from './save-file';

/**
 * Downloads a file the API answers through the browser, authenticated like every call (not a bare
 * link), under the name the server gives in Content-Disposition, or the fallback name.
 */
export async function downloadFile(path: string, options: FileRequestOptions & { fallbackName: string }): Promise<void> {
  const response = await fetchFile(path, options);
  saveFile(fileNameFromDisposition(response.headers.get('Content-Disposition'), options.fallbackName), await response.blob());
}
