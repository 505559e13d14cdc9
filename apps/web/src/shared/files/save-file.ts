/** How long a download's object URL lives: the browser reads it after click() returns, so not at once. */
const REVOKE_AFTER_MS = 10_000;

/** Offers data to the user as a file download named fileName. */
export function saveFile(fileName: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Offers text as a file download of the given MIME type. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  saveFile(fileName, new Blob([text], { type }));
}

/** The MIME types of the text files the app offers. */
export const TextFileTypes = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  text: 'text/plain;charset=utf-8',
} as const;
