import type { ExamPart } from '@cdi/contracts';
import { formatContentPath } from '@cdi/contracts';

export interface ImageReference {
  file: string;
  /** Where in the content it is referenced, e.g. questionGroups[2].image. */
  path: string;
}

const isImageRef = (value: unknown): value is { file: string; alt: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { file?: unknown }).file === 'string' &&
  typeof (value as { alt?: unknown }).alt === 'string';

/** Every image file a part's content refers to (labeling images, charts' maps and plans), in order. */
export function referencedImages(part: ExamPart): ImageReference[] {
  const found: ImageReference[] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (isImageRef(value)) {
      found.push({ file: value.file, path: formatContentPath(path) });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  walk(part, []);
  return found;
}
