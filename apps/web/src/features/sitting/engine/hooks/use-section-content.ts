import type { ExamSection } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { candidateKeys, fetchSectionContent } from '../../../candidate';

/** The parts of a section, fetched once it is open (the server refuses them before and after). */
export function useSectionContent(attemptId: string, section: ExamSection, open: boolean) {
  return useQuery({
    queryKey: candidateKeys.sectionContent(attemptId, section),
    queryFn: ({ signal }) => fetchSectionContent(attemptId, section, signal),
    enabled: open,
    staleTime: Infinity,
  });
}
