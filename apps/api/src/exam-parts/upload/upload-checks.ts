import {
  ACCEPTED_AUDIO_MIME,
  ACCEPTED_IMAGE_MIME,
  type ExamSection,
  fillText,
  formatBytes,
  type UploadField,
  UploadLimits,
  UploadTexts,
} from '@cdi/contracts';
import { ApiError } from '../../common/api-error';

/** A file as multer hands it over (kept in memory). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

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

function checkSize(field: UploadField, file: UploadedFile): void {
  const { maxBytes, label } = UploadLimits[field];
  if (file.size > maxBytes) {
    throw new ApiError(
      413,
      fillText(UploadTexts.tooLarge, {
        label,
        name: file.originalname,
        size: formatBytes(file.size),
        limit: formatBytes(maxBytes),
      }),
      field,
    );
  }
}

function parseJsonFile(field: 'jsonFile' | 'solutionFile', file: UploadedFile): CheckedFile & { content: unknown } {
  try {
    const text = file.buffer.toString('utf8').replace(/^\uFEFF/, '');
    return { file, mime: 'application/json', content: JSON.parse(text) };
  } catch (error) {
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
 * Everything checked at upload, before anything is stored: the JSON is present and parses, each file
 * is within its limit, audio and images are what their bytes say they are, and each section gets only
 * the files it takes. Content rules are the worker's (it reports every problem, not the first).
 */
export async function checkUpload(section: ExamSection, files: UploadedFiles, sniff: Sniffer): Promise<CheckedUpload> {
  const jsonFile = files.jsonFile?.[0];
  if (!jsonFile) throw new ApiError(400, UploadTexts.fillRequired, 'jsonFile');
  const solutionFile = files.solutionFile?.[0];
  const audioFile = files.audioFile?.[0];
  const images = files.images ?? [];

  if (audioFile && section !== 'listening') throw new ApiError(400, UploadTexts.audioOnlyListening, 'audioFile');
  if (solutionFile && section === 'writing') throw new ApiError(400, UploadTexts.solutionNotWriting, 'solutionFile');
  if (images.length > UploadLimits.images.maxCount) {
    throw new ApiError(400, fillText(UploadTexts.tooManyImages, { count: UploadLimits.images.maxCount }), 'images');
  }

  checkSize('jsonFile', jsonFile);
  if (solutionFile) checkSize('solutionFile', solutionFile);
  if (audioFile) checkSize('audioFile', audioFile);
  images.forEach((image) => checkSize('images', image));

  return {
    json: parseJsonFile('jsonFile', jsonFile),
    solution: solutionFile ? parseJsonFile('solutionFile', solutionFile) : null,
    audio: audioFile ? await checkKind('audioFile', audioFile, sniff) : null,
    images: await Promise.all(images.map((image) => checkKind('images', image, sniff))),
  };
}
