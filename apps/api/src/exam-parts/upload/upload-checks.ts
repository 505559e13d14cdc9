import {
  ACCEPTED_AUDIO_MIME,
  ACCEPTED_IMAGE_MIME,
  type ExamSection,
  fillText,
  findUnstorableText,
  Texts,
  UPLOAD_JSON_MAX_DEPTH,
  type UploadField,
  UploadLimits,
  UploadTexts,
} from '@cdi/contracts';
import { ApiError } from '../../common/api-error';
import type { UploadedFile } from '../../common/receive-multipart';

export type { UploadedFile };

export type UploadedFiles = Partial<Record<UploadField, UploadedFile[]>>;

/** The real type of a file from its first bytes, whatever its name or declared type says. */
export type Sniffer = (bytes: Buffer) => Promise<string | undefined>;

export interface CheckedFile {
  file: UploadedFile;
  mime: string;
}

export interface CheckedUpload {
  json: CheckedFile & { content: unknown };
  solution: (CheckedFile & { content: unknown }) | null;
  audio: CheckedFile | null;
  images: CheckedFile[];
}

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found by scanning the text (strings
 * skipped) before anything is parsed: a deeply nested file would otherwise overflow the stack of
 * whatever walks it later (JSON.stringify, the content checks, Postgres' jsonb).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

function parseJsonFile(field: 'jsonFile' | 'solutionFile', file: UploadedFile): CheckedFile & { content: unknown } {
  try {
    const text = file.buffer.toString('utf8').replace(/^\uFEFF/, '');
    if (nestsDeeperThan(text, UPLOAD_JSON_MAX_DEPTH)) {
      const { label } = UploadLimits[field];
      throw new ApiError(
        400,
        fillText(UploadTexts.tooDeep, { label, name: file.originalname, limit: UPLOAD_JSON_MAX_DEPTH }),
        field,
      );
    }
    const content: unknown = JSON.parse(text);
    // "\ud800" parses to a lone surrogate, which jsonb cannot store: the same refusal as any other
    // input's, here at upload, instead of a part that fails in the worker on every retry.
    if (findUnstorableText(content)) throw new ApiError(400, Texts.unsupportedCharacter, field);
    return { file, mime: 'application/json', content };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new ApiError(400, fillText(UploadTexts.notJson, { name: file.originalname, reason }), field);
  }
}

async function checkKind(field: 'audioFile' | 'images', file: UploadedFile, sniff: Sniffer): Promise<CheckedFile> {
  const mime = await sniff(file.buffer);
  const accepted: readonly string[] = field === 'audioFile' ? ACCEPTED_AUDIO_MIME : ACCEPTED_IMAGE_MIME;
  if (!mime || !accepted.includes(mime)) {
    const text = field === 'audioFile' ? UploadTexts.notAudio : UploadTexts.notImage;
    throw new ApiError(415, fillText(text, { name: file.originalname }), field);
  }
  return { file, mime };
}

/**
 * Everything checked at upload, before anything is stored: the JSON is present, parses, nests no
 * deeper than the limit and holds only text the database can store, audio and images are what their bytes say they are, and each section gets
 * only the files it takes. Sizes and counts were held to their limits while the upload streamed in
 * (receive-upload.interceptor.ts). Content rules are the worker's (it reports every problem, not the first).
 */
export async function checkUpload(section: ExamSection, files: UploadedFiles, sniff: Sniffer): Promise<CheckedUpload> {
  const jsonFile = files.jsonFile?.[0];
  if (!jsonFile) throw new ApiError(400, UploadTexts.fillRequired, 'jsonFile');
  const solutionFile = files.solutionFile?.[0];
  const audioFile = files.audioFile?.[0];
  const images = files.images ?? [];

  if (audioFile && section !== 'listening') throw new ApiError(400, UploadTexts.audioOnlyListening, 'audioFile');
  if (solutionFile && section === 'writing') throw new ApiError(400, UploadTexts.solutionNotWriting, 'solutionFile');
  return {
    json: parseJsonFile('jsonFile', jsonFile),
    solution: solutionFile ? parseJsonFile('solutionFile', solutionFile) : null,
    audio: audioFile ? await checkKind('audioFile', audioFile, sniff) : null,
    images: await Promise.all(images.map((image) => checkKind('images', image, sniff))),
  };
}
