import type { ExamSection } from '@cdi/contracts';
import { useEffect } from 'react';
import { useSectionContent } from '../../engine/hooks/use-section-content';

/**
 * Loads a section's content and images while the candidate reads its rules, so its screen opens from
 * the browser: the parts are the query the screen reads, and each image is fetched once into the
 * browser's cache, which the screen's images then use.
 */
export function useSectionPrefetch(attemptId: string, section: ExamSection, enabled: boolean): void {
  const content = useSectionContent(attemptId, section, enabled);
  useEffect(() => {
    const images = content.data?.flatMap((part) => part.images.map((image) => image.url)) ?? [];
    for (const url of images) new Image().src = url;
  }, [content.data]);
}
