import { fileTypeFromBuffer } from 'file-type';
import type { Sniffer } from './upload-checks';

/** file-type reads the magic bytes; the declared name and MIME type are never trusted. */
export const sniffFileType: Sniffer = async (bytes) => (await fileTypeFromBuffer(bytes))?.mime;
